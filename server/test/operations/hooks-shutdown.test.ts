import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineExtension } from '../../src/extensions/extension.js';
import { createLogger } from '../../src/logger.js';
import { defineOperation } from '../../src/operations/define.js';
import type { PublishedPage } from '../../src/operations/hook-points.js';
import { runHooksAfterCommit } from '../../src/operations/hooks.js';
import { invoke } from '../../src/operations/invoke.js';
import { within } from '../support/poll.js';
import { contextAs, startTestServer } from '../support/test-server.js';

/** What happened, in order: the hook's steps and the end of the shutdown. */
const seen: string[] = [];
let openGate = (): void => undefined;
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});

/** A pages.afterPublish hook that is still running when the shutdown begins, and then reads the database. */
const slowHook = defineExtension({
  name: 'hook-slow',
  hooks: {
    'pages.afterPublish': [
      async (ctx, page) => {
        seen.push(`told of ${page.slug}`);
        await gate;
        const [row] = await ctx.em.execute<{ pages: number }[]>('select count(*)::int as "pages" from "page"');
        seen.push(`read ${row?.pages} pages`);
      },
    ],
  },
});

/** Commits, telling the hooks of a publication (as publishing does). */
const tellOfPublication = defineOperation({
  name: 'test.tellOfPublication',
  access: { signedIn: true },
  kind: 'write',
  input: z.object({ page: z.custom<PublishedPage>() }),
  async run(ctx, input): Promise<Record<string, never>> {
    runHooksAfterCommit(ctx, 'pages.afterPublish', input.page);
    return {};
  },
});

describe('a shutdown', () => {
  it('waits for pages.afterPublish hooks still running, and closes the database after them', async () => {
    const messages: string[] = [];
    const log = createLogger('debug', { write: (line: string) => void messages.push(String((JSON.parse(line) as { msg?: unknown }).msg)) });
    const t = await startTestServer({}, log, [slowHook]);
    try {
      const ctx = contextAs(t, { kind: 'user', userId: 1, email: 'hooks@example.test', permissions: new Set() });
      const page = { pageId: 1, versionId: 1, type: 'page', locale: 'nl', slug: 'nieuws', translationGroup: 1 };
      await invoke(tellOfPublication, ctx, { page });
      await within(
        5000,
        async () => seen,
        (steps) => steps.includes('told of nieuws'),
      );

      const closing = t.server.close({ idleWindowMs: 0 }).then(() => void seen.push('closed'));
      await within(
        5000,
        async () => messages,
        (lines) => lines.includes('shutdown: waiting for hooks after commit'),
      );
      expect(seen).toEqual(['told of nieuws']);
      openGate();
      await closing;
      expect(seen).toEqual(['told of nieuws', 'read 0 pages', 'closed']);
    } finally {
      await t.close();
    }
  });
});
