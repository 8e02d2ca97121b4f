import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root: this file lives in server/src (tests) or server/dist (runtime). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const adminDistDir = path.join(repoRoot, 'admin', 'dist');
export const siteDistDir = path.join(repoRoot, 'site', 'dist');
