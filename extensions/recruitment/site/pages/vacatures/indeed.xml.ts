import { indeedRoute } from '../../feeds/indeed';

/** /vacatures/indeed.xml: the Indeed feed of the default locale's vacancies (feeds/indeed.ts). */
export const GET = indeedRoute('default');
