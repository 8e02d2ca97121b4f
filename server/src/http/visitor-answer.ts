import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { CSRF_HEADER, type VisitorTokens } from './csrf.js';
import { applyHeaders } from './response-headers.js';

/** A visitor's answer carries a token of its own: no shared cache may keep it, the browser revalidates. */
const VISITOR_ANSWER_CACHE_CONTROL = 'private, no-cache';

/** Whether express's proxy trust (`trust proxy fn`) believes this address about the scheme. */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/** Express's `req.secure`, for a request express has not seen (a cached answer): TLS, or X-Forwarded-Proto from a trusted proxy. */
function requestIsSecure(req: IncomingMessage, trust: TrustProxy): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  if (!trust(req.socket.remoteAddress, 0)) return false;
  const proto = req.headers['x-forwarded-proto'];
  return typeof proto === 'string' && proto.split(',')[0]?.trim() === 'https';
}

/**
 * The per-visitor part of a `shared` route's answer (SPEC §7: the page query's answer carries a
 * CSRF header and cookie). The body is the same for every visitor, so the process keeps one copy
 * (app.ts, site/page-cache.ts); each answer, kept or fresh, gets the visitor's own X-CSRF-Token
 * (and the cookie it is tied to, for a visitor without one) as its headers are written, and,
 * being the visitor's own now, `Cache-Control: private, no-cache` instead of the shared one.
 * Installed at the request listener, before express: its writeHead runs last, after page
 * capture has judged the shared copy (cookieless, `public`) worth keeping. A signed-in caller's
 * answer already carries its session's token (http/csrf.ts) and is left alone.
 */
export function visitorAnswers(sharedPaths: ReadonlySet<string>, tokens: VisitorTokens, trust: TrustProxy) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = req.url ?? '';
    const query = url.indexOf('?');
    if (!sharedPaths.has(query === -1 ? url : url.slice(0, query))) return;
    const writeHead = res.writeHead.bind(res) as (status: number, message?: string) => ServerResponse;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const signedIn = res.hasHeader(CSRF_HEADER);
      const message = typeof rest[0] === 'string' ? rest[0] : undefined;
      applyHeaders(res, message === undefined ? rest[0] : rest[1]);
      if (!signedIn) {
        res.setHeader(CSRF_HEADER, tokens.issueTo(req, res, requestIsSecure(req, trust)));
        if (status === 200 || status === 304) res.setHeader('Cache-Control', VISITOR_ANSWER_CACHE_CONTROL);
      }
      return writeHead(status, message);
    }) as ServerResponse['writeHead'];
  };
}
