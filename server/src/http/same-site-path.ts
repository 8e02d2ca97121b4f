/** Stands for the site's own origin: only the path of a URL resolved against it is ever used. */
const SITE = 'http://site.invalid';

const hasControlCharacter = (value: string) => [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A path on this site: one leading slash, no `//` or backslash in the path, no scheme or host, no control character. */
function looksSameSite(raw: string): boolean {
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  return raw.length <= 1000 && path.startsWith('/') && !path.includes('//') && !raw.includes('\\') && !hasControlCharacter(raw);
}

/**
 * Where a redirect may send a visitor back to (a form's `return` field): `raw` when it is a path
 * on this site, else `fallback`; as a URL of the site's stand-in origin, so the caller may add
 * query parameters and then use `pathname` and `search`. Normalised as a browser would
 * (`/a/../b`) and checked again after: `/..//evil.example/x` normalises to `//evil.example/x`,
 * which a browser takes for another host.
 */
export function sameSitePath(raw: unknown, fallback = '/'): URL {
  if (typeof raw === 'string' && looksSameSite(raw) && URL.canParse(raw, SITE)) {
    const url = new URL(raw, SITE);
    if (url.origin === SITE && !url.pathname.startsWith('//')) return url;
  }
  return new URL(fallback, SITE);
}
