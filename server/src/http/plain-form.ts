import type { Request } from 'express';

/**
 * A post of an HTML form itself (JavaScript off): no X-Requested-With, and the browser
 * navigates to the answer, so it must get a page (a redirect, or a page saying what went
 * wrong), never the envelope a script reads.
 */
export const plainFormPost = (req: Request): boolean =>
  req.get('x-requested-with') !== 'XMLHttpRequest' && (req.get('sec-fetch-mode') ?? 'navigate') === 'navigate';
