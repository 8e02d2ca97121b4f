import { AnswerTags } from '../cdn/tags.js';
import type { ShareAnswer } from './route-declarations.js';

/**
 * Marks a `shared` route's successful answer to a visitor as a page's would be: the site's
 * Cache-Control and the cache tags of the pages and media it shows, so a CDN keeps it as long
 * as it keeps pages and drops it on the same purges (docs/operations.md, "A CDN in front").
 * Anything but a 200 keeps the API's `no-store`.
 */
export function shareAnswers(cacheControl: string, tagHeaders: readonly string[]): ShareAnswer {
  return (_req, res) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode === 200) {
        res.setHeader('Cache-Control', cacheControl);
        const tags = new AnswerTags();
        tags.addShown(body);
        tags.writeTo(res, tagHeaders);
      }
      return json(body);
    };
  };
}
