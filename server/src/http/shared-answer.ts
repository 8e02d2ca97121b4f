import type { ShareAnswer } from './route-declarations.js';

/**
 * Marks a `shared` route's successful answer to a visitor as the same for every visitor: the
 * site's Cache-Control, by which page capture keeps one copy in the process and answers repeats
 * ahead of express (site/cache-capture.ts). On the wire each copy becomes the visitor's own,
 * with its CSRF token and `private, no-cache` (http/visitor-answer.ts), so no CDN shares it.
 * Anything but a 200 keeps the API's `no-store`.
 */
export function shareAnswers(cacheControl: string): ShareAnswer {
  return (_req, res) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode === 200) res.setHeader('Cache-Control', cacheControl);
      return json(body);
    };
  };
}
