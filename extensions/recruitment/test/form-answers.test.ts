import { afterEach, describe, expect, it, vi } from 'vitest';
import { post } from '../site/client/api.js';

// How the site's islands read an answer to a form's post (site/client/api.ts): whatever the
// server or a proxy in front says, a visitor is told "try again later" only when that is true.

/** The next posts' answer: a response, or a thrown network error. */
function answering(answer: () => Response): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
}

const html = (status: number) =>
  new Response('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>', { status, headers: { 'content-type': 'text/html' } });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the islands’ reading of a post’s answer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a proxy’s 502, 503 or 504 page while Blokwerk is stopped (HTML, not read) is “unavailable”', async () => {
    for (const status of [502, 503, 504]) {
      answering(() => html(status));
      expect(await post('/api/blokwerk/newsletter/subscribe', { email: 'a@example.test' })).toEqual({ kind: 'unavailable' });
    }
  });

  it('Blokwerk’s own 503 G_02 and 507 G_03 are “unavailable”; no answer at all (the network) too', async () => {
    answering(() => json(503, { Success: false, Errors: [{ code: 'G_02' }] }));
    expect(await post('/x', {})).toEqual({ kind: 'unavailable' });
    answering(() => json(507, { Success: false, Errors: [{ code: 'G_03' }] }));
    expect(await post('/x', {})).toEqual({ kind: 'unavailable' });
    answering(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await post('/x', {})).toEqual({ kind: 'unavailable' });
  });

  it('a refusal is read by field; a 500, or a 400 that is no envelope, is a failure, not “try later”', async () => {
    answering(() => json(400, { Success: false, Errors: [{ code: 'V_02', property: 'email' }] }));
    expect(await post('/x', {})).toEqual({ kind: 'refused', codes: { email: 'V_02' } });
    answering(() => json(500, { Success: false, Errors: [{ code: 'G_01' }] }));
    expect(await post('/x', {})).toEqual({ kind: 'failed' });
    answering(() => html(400));
    expect(await post('/x', {})).toEqual({ kind: 'failed' });
    answering(() => json(200, { Success: true }));
    expect(await post('/x', {})).toEqual({ kind: 'sent' });
  });
});
