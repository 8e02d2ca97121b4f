import { z } from 'zod';

export const ROOT_PATH = '/';
const MAX_PATH_LENGTH = 1024;
const MAX_NAME_LENGTH = 255;

/**
 * One folder or file name: no separators (either slash), no `.`/`..`, no control characters or
 * text direction overrides, no surrounding spaces. Names are compared case-insensitively within a folder.
 */
export function nameProblem(name: string): string | undefined {
  if (name.length === 0) return 'empty';
  if (name.length > MAX_NAME_LENGTH) return 'too long';
  if (name === '.' || name === '..') return 'a relative name';
  if (/[/\\]/.test(name)) return 'a separator';
  if (/\p{Cc}/u.test(name)) return 'a control character';
  // Direction overrides make `invoice\u202Efdp.exe` read as "invoiceexe.pdf"; right-to-left names need none.
  if (/[\u202A-\u202E\u2066-\u2069]/.test(name)) return 'a text direction override';
  if (name !== name.trim()) return 'surrounding spaces';
  return undefined;
}

/** A folder or file name, normalised to NFC so that the same name typed on two systems compares equal. */
export const mediaName = z.string().transform((value, ctx) => {
  const name = value.normalize('NFC');
  if (name.length > MAX_NAME_LENGTH) {
    ctx.addIssue({ code: 'too_big', maximum: MAX_NAME_LENGTH, origin: 'string', inclusive: true, message: 'name too long' });
    return z.NEVER;
  }
  const problem = nameProblem(name);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: `name contains ${problem}`, params: { code: problem === 'empty' ? 'V_01' : 'V_12' } });
    return z.NEVER;
  }
  return name;
});

/**
 * Folder paths are absolute, `/` is the root, `/a/b` a folder; no `..`, no
 * backslashes, no empty segments (so no trailing slash either).
 */
export const folderPath = z
  .string()
  .max(MAX_PATH_LENGTH)
  .transform((value, ctx) => {
    const path = value.normalize('NFC');
    if (path === ROOT_PATH) return path;
    const segments = path.split('/');
    if (segments[0] !== '' || segments.slice(1).some((s) => nameProblem(s) !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'not an absolute folder path', params: { code: 'V_12' } });
      return z.NEVER;
    }
    return path;
  });

export function parentOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? ROOT_PATH : path.slice(0, cut);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function childPath(parent: string, name: string): string {
  return parent === ROOT_PATH ? `/${name}` : `${parent}/${name}`;
}

/** `path` itself or anything below it, compared as the unique index does (case-insensitively). */
export function isSameOrBelow(path: string, ancestor: string): boolean {
  const p = path.toLowerCase();
  const a = ancestor.toLowerCase();
  return a === ROOT_PATH || p === a || p.startsWith(`${a}/`);
}
