import type { RequestHandler } from 'express';
import helmet, { contentSecurityPolicy, strictTransportSecurity } from 'helmet';

/**
 * Site pages get their Content-Security-Policy from Astro (`security.csp`: a header with the
 * hashes of the page's own scripts and styles), so the shared headers leave CSP out; the API
 * and the admin SPA get a strict policy here.
 */
const sharedHeaders = helmet({
  contentSecurityPolicy: false,
  frameguard: { action: 'sameorigin' },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
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
