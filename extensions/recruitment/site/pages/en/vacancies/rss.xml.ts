import { rssRoute } from '../../../feeds/rss';

/** /en/vacancies/rss.xml: the RSS feed of the English overview (feeds/rss.ts). */
export const GET = rssRoute('en');
