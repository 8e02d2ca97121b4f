import { linkedInRoute } from '../../feeds/linkedin';

/** /vacatures/linkedin.xml: the LinkedIn feed of the default locale's vacancies (feeds/linkedin.ts). */
export const GET = linkedInRoute('default');
