import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Endpoints must not reach the server's own network (SSRF): addresses of loopback, private,
 * link-local (cloud metadata), carrier-grade NAT, multicast and reserved ranges are refused
 * when a delivery connects, after DNS (so a name that later resolves inward is refused too),
 * unless BLOKWERK_WEBHOOKS_ALLOW_PRIVATE=true (a receiver on the intranet; tests).
 */
const inward = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  inward.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  inward.addSubnet(net, prefix, 'ipv6');

export function isInwardAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return inward.check(mapped, 'ipv4');
  const family = isIP(address);
  return family !== 0 && inward.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** An endpoint URL: http or https, no credentials in it (they would be logged and shown). */
export function isEndpointUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && url.hostname !== '';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that fails for inward addresses: http(s).request calls it for every connection. */
function outwardLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((a) => isInwardAddress(a.address));
    if (refused) return callback(Object.assign(new Error(`refused: ${hostname} resolves to a private address`), { code: 'EWEBHOOKPRIVATE' }), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return first ? callback(null, first.address, first.family) : callback(new Error(`${hostname} has no address`), []);
  });
}

export interface PostOutcome {
  statusCode: number;
  /** The response body's first characters. */
  excerpt: string;
}

const EXCERPT_CHARS = 500;

/** POSTs the body; resolves with any HTTP answer, rejects on a refused address, a connection error or the timeout. */
export function post(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<PostOutcome> {
  const url = new URL(target);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && isIP(host) && isInwardAddress(host)) return Promise.reject(new Error(`refused: ${host} is a private address`));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        timeout: options.timeoutMs,
        ...(options.allowPrivate ? {} : { lookup: outwardLookup }),
      },
      (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < EXCERPT_CHARS) excerpt += chunk;
        });
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, excerpt: excerpt.slice(0, EXCERPT_CHARS) }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
