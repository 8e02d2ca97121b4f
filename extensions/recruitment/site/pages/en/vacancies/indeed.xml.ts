import { indeedRoute } from '../../../feeds/indeed';

/** /en/vacancies/indeed.xml: the Indeed feed of the English vacancies (feeds/indeed.ts). */
export const GET = indeedRoute('en');
