import { jobsRoute } from '../../feeds/jobs';

/** /vacatures/jobs.xml: the job-board feed of the default locale's vacancies (feeds/jobs.ts). */
export const GET = jobsRoute('default');
