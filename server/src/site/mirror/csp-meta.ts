/** Directives a `<meta http-equiv>` policy cannot carry (CSP3 §3.3): the recipe's header sends frame-ancestors. */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The page with its Content-Security-Policy header (Astro's, with the hashes of its scripts
 * and styles) as a `<meta>` right after `<head>`, ahead of anything it governs: nginx sends the
 * same constant headers for every mirrored page. Undefined when the page has no `<head>`.
 */
export function withCspMeta(html: Buffer, policy: string): Buffer | undefined {
  const text = html.toString('utf8');
  const head = /<head(?:\s[^>]*)?>/i.exec(text);
  if (!head) return undefined;
  const kept = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !HEADER_ONLY.has(directive.split(/\s+/)[0]?.toLowerCase() ?? ''));
  const at = head.index + head[0].length;
  const meta = `<meta http-equiv="content-security-policy" content="${escapeAttribute(kept.join('; '))}">`;
  return Buffer.from(text.slice(0, at) + meta + text.slice(at));
}
