import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withCspMeta } from '../../src/site/mirror/csp-meta.js';
import { isMirroredKey, MirrorLayout } from '../../src/site/mirror/layout.js';
import { MirrorStore, type MirroredPage } from '../../src/site/mirror/store.js';

const page = (text: string, tags: string[]): MirroredPage => ({
  html: Buffer.from(`<html><head></head><body>${text}</body></html>`),
  br: Buffer.from('br'),
  gz: undefined,
  tags,
});

describe('the mirror on disk, shared by the processes of a host', () => {
  let dir: string;
  let layout: MirrorLayout;
  // Two processes of one host: each its own store (queue, generation) over the same folder.
  let first: MirrorStore;
  let second: MirrorStore;
  const html = async (key: string) => readFile(layout.pageFiles(key).html, 'utf8').catch(() => undefined);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-mirror-'));
    layout = new MirrorLayout(dir);
    first = new MirrorStore(layout);
    second = new MirrorStore(layout);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('lays pages out for nginx, readable by its workers, and mirrors only the keys the recipe serves', async () => {
    expect(await first.write('/', first.renderStarted(), page('root', ['bw-settings']))).toBe(true);
    expect(await first.write('/en/jobs', first.renderStarted(), page('jobs', ['bw-page-1']))).toBe(true);
    expect(await html('/')).toContain('root');
    expect(await html('/en/jobs')).toContain('jobs');
    expect(await readFile(path.join(dir, 'pages', 'en', 'jobs', 'index.html.br'), 'utf8')).toBe('br');
    expect(existsSync(path.join(dir, 'pages', 'en', 'jobs', 'index.html.gz'))).toBe(false);
    expect((await stat(path.join(dir, 'pages', 'en', 'jobs', 'index.html'))).mode & 0o777).toBe(0o644);
    expect((await stat(path.join(dir, 'pages', 'en'))).mode & 0o777).toBe(0o755);
    expect(['/', '/a/b-c', '/en/x1'].map(isMirroredKey)).toEqual([true, true, true]);
    expect(['/A', '/a/', '/a?x=1', '/a%20b', '/-/preview/1', '/api/x', '//a', '/a.html'].map(isMirroredKey)).toEqual(Array(8).fill(false));
  });

  it("removes a tag's pages in any process, and answers their keys for re-rendering", async () => {
    await first.write('/a', first.renderStarted(), page('a', ['bw-page-1', 'bw-settings']));
    await first.write('/b', first.renderStarted(), page('b', ['bw-page-2', 'bw-settings']));
    expect(await second.removeTagged(['bw-page-1'])).toEqual(['/a']);
    expect([await html('/a'), await html('/b')]).toEqual([undefined, expect.stringContaining('b')]);
    expect(existsSync(layout.pageFiles('/a').br)).toBe(false);
    // A page whose re-render found nothing is removed again but not offered for re-rendering.
    await second.markGone('/a');
    expect((await second.removeTagged(['bw-settings'])).toSorted()).toEqual(['/b']);
  });

  it('never writes a render that started before an event this process heard', async () => {
    const renderedAt = first.renderStarted();
    first.invalidateRenders();
    expect(await first.write('/a', renderedAt, page('old', ['bw-page-1']))).toBe(false);
    expect(await html('/a')).toBeUndefined();
    // While events may be missed (LISTEN down), nothing is written, not even a fresh render.
    first.invalidateRenders(false);
    expect(await first.write('/a', first.renderStarted(), page('blind', ['bw-page-1']))).toBe(false);
    first.invalidateRenders(true);
    expect(await first.write('/a', first.renderStarted(), page('new', ['bw-page-1']))).toBe(true);
  });

  it('removes a stale render that a process wrote before it heard the event, once it hears it', async () => {
    await first.write('/a', first.renderStarted(), page('old', ['bw-page-1']));
    // The event: the second process hears it first and removes the page...
    second.invalidateRenders();
    await second.removeTagged(['bw-page-1']);
    // ...then the first, not yet told, writes its render of the old content again (a miss nginx sent on).
    expect(await first.write('/a', first.renderStarted(), page('old again', ['bw-page-1']))).toBe(true);
    expect(await html('/a')).toContain('old again');
    first.invalidateRenders();
    await first.removeTagged(['bw-page-1']);
    expect(await html('/a')).toBeUndefined();
  });

  it('drops a write still queued when the event arrives (its turn comes after the check)', async () => {
    await first.write('/a', first.renderStarted(), page('old', ['bw-page-1']));
    const queued = first.write('/a', first.renderStarted(), page('old again', ['bw-page-1']));
    first.invalidateRenders();
    const removed = first.removeTagged(['bw-page-1']);
    expect(await queued).toBe(false);
    expect(await removed).toEqual(['/a']);
    expect(await html('/a')).toBeUndefined();
  });

  it('keeps the tag links of every version of a page, so that none is left under no tag', async () => {
    await first.write('/a', first.renderStarted(), page('teases 2', ['bw-page-1', 'bw-page-2']));
    await second.write('/a', second.renderStarted(), page('teases nothing', ['bw-page-1']));
    expect(await first.removeTagged(['bw-page-2'])).toEqual(['/a']);
  });

  it("carries the page's CSP as a meta element ahead of everything in its head, without header-only directives", () => {
    const body = Buffer.from('<!doctype html><html lang="nl"><head data-x="1"><meta charset="utf-8"><script>1</script></head><body></body></html>');
    const policy = "default-src 'self'; script-src 'self' 'sha256-a&b'; frame-ancestors 'none'; report-uri /r";
    expect(withCspMeta(body, policy)?.toString()).toBe(
      '<!doctype html><html lang="nl"><head data-x="1"><meta http-equiv="content-security-policy" content="default-src \'self\'; script-src ' +
        "'self' 'sha256-a&amp;b'\"><meta charset=\"utf-8\"><script>1</script></head><body></body></html>",
    );
    expect(withCspMeta(Buffer.from('<p>no head</p>'), policy)).toBeUndefined();
  });
});
