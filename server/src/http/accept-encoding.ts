import type { IncomingMessage } from 'node:http';

/** The content codings Blokwerk sends, in its own order of preference at equal q-values. */
export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number];
export type Encoding = Coding | 'identity';

/** The q-value of each coding named in Accept-Encoding (RFC 9110 §12.5.3); `*` under its own name. */
function qualities(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    named.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  return named;
}

/**
 * The best of `available` the client accepts: the highest q-value, then br before gzip before
 * identity. No header: identity. Identity stays acceptable unless refused (`identity;q=0`,
 * `*;q=0`), and is then sent anyway when nothing else is (a 406 helps nobody).
 */
export function chooseEncoding(req: IncomingMessage, available: readonly Coding[] = CODINGS): Encoding {
  const header = req.headers['accept-encoding'];
  if (!header) return 'identity';
  const named = qualities(header);
  const star = named.get('*');
  let best: Encoding = 'identity';
  let bestQ = named.get('identity') ?? (star === 0 ? 0 : 1);
  for (const coding of available) {
    const q = named.get(coding) ?? (coding === 'gzip' ? named.get('x-gzip') : undefined) ?? star ?? 0;
    // A coding wins a tie with identity: fewer bytes for the same content.
    if (q > 0 && (q > bestQ || (q === bestQ && best === 'identity'))) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** Distinct Accept-Encoding values remembered by preferredEncoding: clients send a handful; a flood of odd ones only resets it. */
const REMEMBERED_VALUES = 256;
const remembered = new Map<string, Encoding>();

/** chooseEncoding among all CODINGS, remembered per Accept-Encoding value: a cached page's hit parses nothing. */
export function preferredEncoding(req: IncomingMessage): Encoding {
  const header = req.headers['accept-encoding'];
  if (!header) return 'identity';
  let found = remembered.get(header);
  if (found === undefined) {
    found = chooseEncoding(req);
    if (remembered.size >= REMEMBERED_VALUES) remembered.clear();
    remembered.set(header, found);
  }
  return found;
}

/** Adds Accept-Encoding to the response's Vary (kept once). */
export function varyOnEncoding(res: { getHeader(name: string): unknown; setHeader(name: string, value: string): unknown }): void {
  const vary = String(res.getHeader('vary') ?? '');
  if (vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) return;
  res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
