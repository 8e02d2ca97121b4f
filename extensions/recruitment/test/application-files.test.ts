import { describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { ADMIN, ApiClient, fileMismatches, mediaRuntime, NO_MISMATCHES, signedIn, useTestServer } from '@blokwerk/testing';
import { apply, PDF, solvedBotCheck } from './support/applying.js';

// An applicant's CV and motivation follow the application's transaction: kept (with a
// stored_file row each) only when the application commits; removed with it.

const HELD_INSERT = `"wait_event_type" = 'Lock' and "query" ilike 'insert into "application"%'`;

describe('application files follow the application', () => {
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_RETENTION_INTERVAL_MS: '300' } });
  const pool = () => server.t.database.pool;
  const pass = () => mediaRuntime(server.t.server.services).journal.pass();

  async function submit(email: string): Promise<Response> {
    const visitor = await new ApiClient(server.t.url).prime();
    const form = new FormData();
    const fields = {
      name: 'Sanne',
      desiredFunction: 'Engineer',
      telephone: '06 12345678',
      email,
      message: 'Graag.',
      consent: 'on',
      altcha: await solvedBotCheck(server.t.url),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('cv', new Blob([new Uint8Array(PDF)]), 'cv.pdf');
    form.append('motivation', new Blob([new Uint8Array(PDF)]), 'motivatie.pdf');
    return fetch(`${server.t.url}/api/blokwerk/applications/submit`, { method: 'POST', body: form, headers: visitor.sessionHeaders() });
  }

  it('keeps no file of an application whose transaction failed after its files were placed', async () => {
    const blocker = await pool().connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table "application" in exclusive mode');
      const answer = submit('held@example.test');
      await expect.poll(async () => (await pool().query(`select 1 from pg_stat_activity where ${HELD_INSERT}`)).rowCount, { timeout: 10_000 }).toBe(1);
      // Both files are in the private area, with no committed row naming them.
      expect((await fileMismatches(server.t.dataDir, pool())).privateWithoutRow).toHaveLength(2);
      await pool().query(`select pg_cancel_backend("pid") from pg_stat_activity where ${HELD_INSERT}`);
      expect((await answer).status).toBeGreaterThanOrEqual(500);
      await blocker.query('rollback');
    } finally {
      blocker.release();
    }
    await pass();
    expect(await fileMismatches(server.t.dataDir, pool())).toEqual(NO_MISMATCHES);
    expect((await pool().query('select 1 from "application"')).rowCount).toBe(0);
  });

  it('records every kept file, and lets both go with their application', async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    await pool().query('delete from "application_submission"');
    await apply(visitor, { name: 'Daan', email: 'daan@example.test' });
    const {
      rows: [application],
    } = await pool().query<{ id: number; cv_storage_key: string; motivation_storage_key: string }>('select * from "application"');
    const stored = await pool().query<{ key: string; size: string; sha256: string }>(
      'select "key", "size", "sha256" from "stored_file" where "area" = $1 order by "key"',
      ['applications'],
    );
    expect(stored.rows.map((row) => row.key)).toEqual([application?.cv_storage_key, application?.motivation_storage_key].toSorted());
    expect(stored.rows.every((row) => Number(row.size) === PDF.length && /^[0-9a-f]{64}$/.test(row.sha256))).toBe(true);
    expect(await fileMismatches(server.t.dataDir, pool())).toEqual(NO_MISMATCHES);

    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    expect((await admin.post('/api/blokwerk/applications/delete', { id: application?.id })).status).toBe(200);
    await pass();
    expect((await pool().query('select 1 from "stored_file"')).rowCount).toBe(0);
    expect(await fileMismatches(server.t.dataDir, pool())).toEqual(NO_MISMATCHES);
  });
});
