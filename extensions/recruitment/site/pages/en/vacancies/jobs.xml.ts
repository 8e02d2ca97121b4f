import { jobsRoute } from '../../../feeds/jobs';

/** /en/vacancies/jobs.xml: the job-board feed of the English vacancies (feeds/jobs.ts). */
export const GET = jobsRoute('en');
