import type { z } from 'zod';
import type { fileEntry, imageEntry, link } from './schemas.js';

/** Stored value shapes, as the site and the admin read them. */
export type ImageEntry = z.output<typeof imageEntry>;
export type FileEntry = z.output<typeof fileEntry>;
export type Link = z.output<typeof link>;
