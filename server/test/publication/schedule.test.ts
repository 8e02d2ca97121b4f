import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForContentEvents, type ContentEvent, type ContentEvents } from '../../src/events/content-events.js';
import { createLogger } from '../../src/logger.js';
import type { Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

interface ScheduleView {
  id: number;
  pageID: number;
  action: string;
  pageVersionID: number | null;
  status: string;
  outcome: string | null;
}

const PAGES = 12;
const until = async (check: () => Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Two server processes on one database, both looking for due schedules every 50 ms. */
/** Two seconds from now, taken as each request goes: one taken before a slow loop could be past when sent (refused). */
const soon = () => new Date(Date.now() + 2_000).toISOString();

describe('scheduled publication with two processes', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  const servers: SpawnedServer[] = [];
  const dataDirs: string[] = [];
  let listener: ContentEvents;
  const events: ContentEvent[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-schedule-'));
      dataDirs.push(dataDir);
      servers.push(await spawnServer({ ...ADMIN_ENV, DATABASE_URL: database.url, BLOKWERK_DATA_DIR: dataDir, BLOKWERK_SCHEDULER_INTERVAL_MS: '50' }));
    }
    // A third party on the same database: what a cache or search index in another process sees.
    listener = await listenForContentEvents(database.url, createLogger('silent'));
    listener.subscribe((event) => events.push(event));
  });

  afterAll(async () => {
    await listener?.close();
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('refuses bad schedules and cancels only pending ones', async () => {
    const admin = await signedIn(servers[0]?.url ?? '', ADMIN.email, ADMIN.password);
    const page = (await admin.post<Envelope & { pageID: number }>('/api/blokwerk/page/create', { title: 'Later', slug: 'later', type: 'page', locale: 'nl' }))
      .body;
    const schedule = (body: Record<string, unknown>) => admin.post<Envelope & { schedule: ScheduleView }>(`/api/blokwerk/page/${page.pageID}/schedule`, body);
    expect((await schedule({ action: 'publish', runAt: '2001-01-01T00:00:00Z' })).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_12', property: 'runAt' }),
    ]);
    expect((await schedule({ action: 'delete', runAt: new Date(Date.now() + 3_600_000).toISOString() })).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_12', property: 'action' }),
    ]);
    expect((await schedule({ action: 'publish', runAt: 'tomorrow' })).body.Errors).toEqual([expect.objectContaining({ code: 'V_12', property: 'runAt' })]);
    const created = await schedule({ action: 'publish', runAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(created.body.schedule).toMatchObject({ action: 'publish', status: 'pending', pageID: page.pageID });
    expect((await admin.get<Envelope & { items: ScheduleView[] }>(`/api/blokwerk/page/${page.pageID}/schedule`)).body.items).toHaveLength(1);
    expect(
      (await admin.post<Envelope & { schedule: ScheduleView }>(`/api/blokwerk/page/schedule/${created.body.schedule.id}/cancel`, {})).body.schedule.status,
    ).toBe('cancelled');
    expect((await admin.post(`/api/blokwerk/page/schedule/${created.body.schedule.id}/cancel`, {})).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_07' }),
    ]);
  });

  it('runs each due schedule exactly once while both processes race for it', async () => {
    const admin = await signedIn(servers[0]?.url ?? '', ADMIN.email, ADMIN.password);
    const ids: number[] = [];
    for (let i = 0; i < PAGES; i++) {
      ids.push(
        (
          await admin.post<Envelope & { pageID: number }>('/api/blokwerk/page/create', {
            title: `Gepland ${i}`,
            slug: `gepland-${i}`,
            type: 'page',
            locale: 'nl',
          })
        ).body.pageID,
      );
    }
    // One more that cannot run: unpublishing a page that is not published fails, once.
    const never = (await admin.post<Envelope & { pageID: number }>('/api/blokwerk/page/create', { title: 'Nooit', slug: 'nooit', type: 'page', locale: 'nl' }))
      .body;
    for (const id of ids) expect((await admin.post(`/api/blokwerk/page/${id}/schedule`, { action: 'publish', runAt: soon() })).status).toBe(200);
    expect((await admin.post(`/api/blokwerk/page/${never.pageID}/schedule`, { action: 'unpublish', runAt: soon() })).status).toBe(200);

    await until(async () => {
      const { rows } = await database.pool.query<{ n: string }>(`select count(*) as n from publication_schedule where status = 'pending'`);
      return rows[0]?.n === '0';
    });
    const { rows: schedules } = await database.pool.query<{ action: string; status: string; outcome: string | null }>(
      `select action, status, outcome from publication_schedule where page_id = any($1) order by id`,
      [[...ids, never.pageID]],
    );
    expect(schedules.filter((s) => s.action === 'publish').every((s) => s.status === 'done')).toBe(true);
    expect(schedules.find((s) => s.action === 'unpublish')).toMatchObject({ status: 'failed', outcome: 'V_07' });

    const { rows: published } = await database.pool.query<{ n: string }>(
      `select count(*) as n from page where id = any($1) and published_version_id = head_version_id`,
      [ids],
    );
    expect(Number(published[0]?.n)).toBe(PAGES);
    const { rows: runs } = await database.pool.query<{ schedule: string; n: string }>(
      `select details->>'scheduleId' as schedule, count(*) as n from audit_entry where action = 'page.publish' and details ? 'scheduleId' group by 1`,
    );
    expect(runs).toHaveLength(PAGES);
    expect(runs.every((r) => r.n === '1')).toBe(true);

    // Every publication reached a listener outside both processes, once.
    await until(async () => events.filter((e) => e.type === 'page.published' && ids.includes(e.pageId)).length >= PAGES, 5_000);
    expect(events.filter((e) => e.type === 'page.published' && ids.includes(e.pageId))).toHaveLength(PAGES);
  });
});
