import { joobleRoute } from '../../../feeds/jooble';

/** /en/vacancies/jooble.xml: the Jooble feed of the English vacancies (feeds/jooble.ts). */
export const GET = joobleRoute('en');
