import type { RequestHandler } from 'express';
import helmet, { contentSecurityPolicy, strictTransportSecurity } from 'helmet';

/**
 * Site pages get their Content-Security-Policy from Astro (`security.csp`: a header with the
 * hashes of the page's own scripts and styles), so the shared headers leave CSP out; the API
 * and the admin SPA get a strict policy here. Left out too, being bytes on every answer that no
 * current browser acts on: X-XSS-Protection (its only value, 0, turns off an auditor that
 * browsers have removed), X-Download-Options (Internet Explorer 8), X-Permitted-Cross-Domain-
 * Policies (Flash; Blokwerk serves no /crossdomain.xml) and X-DNS-Prefetch-Control (a hint,
 * not a protection: prefetching the names a page links to only speeds its links up).
 */
const sharedHeaders = helmet({
  contentSecurityPolicy: false,
  frameguard: { action: 'sameorigin' },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xDnsPrefetchControl: false,
});
const hsts = strictTransportSecurity();

/** Browsers ignore HSTS over plain http (RFC 6797 §8.1): it is sent only where it means something. */
export const securityHeaders: RequestHandler = (req, res, next) => {
  sharedHeaders(req, res, (error?: unknown) => (error || !req.secure ? next(error) : hsts(req, res, next)));
};

export const apiContentSecurityPolicy: RequestHandler = contentSecurityPolicy({
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
});

export const adminContentSecurityPolicy: RequestHandler = contentSecurityPolicy({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // MUI (emotion) inserts style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
});
