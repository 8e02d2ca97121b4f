import { linkedInRoute } from '../../../feeds/linkedin';

/** /en/vacancies/linkedin.xml: the LinkedIn feed of the English vacancies (feeds/linkedin.ts). */
export const GET = linkedInRoute('en');
