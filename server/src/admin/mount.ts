import { Router } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { precompressedStatic } from '../http/precompressed-static.js';
import { adminContentSecurityPolicy } from '../http/security-headers.js';

/**
 * The built admin SPA under /cmsadmin: hashed assets cached for good (their build-time brotli and gzip
 * copies to clients that accept them), index.html for every client route.
 */
export function adminRouter(distDir: string): Router {
  const router = Router();
  router.use(adminContentSecurityPolicy);
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    router.use((_req, res) => {
      res.status(503).type('text/plain').send('The admin has not been built yet: run `npm run build`.');
    });
    return router;
  }
  router.use('/assets', precompressedStatic(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(precompressedStatic(distDir, { index: false, maxAge: '1h' }));
  router.get('{*rest}', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    // Relative to `root`: a build folder whose path has a dot-folder in it (BLOKWERK_ADMIN_DIST) is still served.
    res.sendFile('index.html', { root: distDir });
  });
  return router;
}
