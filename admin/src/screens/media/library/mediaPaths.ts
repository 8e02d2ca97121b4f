/** Media folder paths are absolute: `/` is the root, `/a/b` a folder (the server's media/paths.ts checks them). */

/** The folder holding `path` (the root for a top-level folder). */
export function parentOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? '/' : path.slice(0, cut);
}

/** `name` inside `folder`. */
export function joinPath(folder: string, name: string): string {
  const base = folder.trim().replace(/\/+$/, '');
  return `${base.startsWith('/') ? base : `/${base}`}/${name.trim()}`.replace(/^\/\//, '/');
}
