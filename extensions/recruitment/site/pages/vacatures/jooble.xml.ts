import { joobleRoute } from '../../feeds/jooble';

/** /vacatures/jooble.xml: the Jooble feed of the default locale's vacancies (feeds/jooble.ts). */
export const GET = joobleRoute('default');
