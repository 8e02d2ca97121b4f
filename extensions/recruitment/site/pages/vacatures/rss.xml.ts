import { rssRoute } from '../../feeds/rss';

/** /vacatures/rss.xml: the RSS feed of the default locale's overview (feeds/rss.ts). */
export const GET = rssRoute('default');
