import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { ADMIN, ApiClient, signedIn, useTestServer } from '@blokwerk/testing';
import { apply } from './support/applying.js';

// Retention per end stage (issue 33, "Done when"): a rejected application goes 28 days after the
// rejection, one whose applicant consented to be kept after 365 (the settings' retentionConsentDays),
// files included. The clock is moved as applications-admin.test.ts does: the move is dated back.
// BLOKWERK_RETENTION_INTERVAL_MS is short here: the sweep runs every 300 ms.

describe('retention per end stage', () => {
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_RETENTION_INTERVAL_MS: '300' } });
  let admin: ApiClient;
  let visitor: ApiClient;

  const query = <T extends object>(sql: string, params: unknown[] = []) =>
    server.t.database.pool.query<T & Record<string, unknown>>(sql, params).then((r) => r.rows);
  const privateFile = (key: string) => path.join(server.t.dataDir, 'media', 'private', 'applications', key.slice(0, 2), key.slice(2, 4), key);
  const filesOf = async (id: number) =>
    (await query<{ cv_storage_key: string; motivation_storage_key: string }>('select * from "application" where "id" = $1', [id])).flatMap((row) => [
      privateFile(row.cv_storage_key),
      privateFile(row.motivation_storage_key),
    ]);
  const rejected = async (name: string, keepConsent: boolean) => {
    await query('delete from "application_submission"');
    const email = `${name.toLowerCase()}@example.test`;
    await apply(visitor, { name, email, keepConsent });
    const [row] = await query<{ id: number }>('select "id" from "application" where "email" = $1', [email]);
    const [stage] = await query<{ id: number }>(`select "id" from "application_stage" where "vacancy_page_id" is null and "kind" = 'rejected'`);
    await admin.post('/api/blokwerk/applications/move', { id: row?.id, stageID: stage?.id });
    return row?.id ?? 0;
  };
  /** The clock moved: each application was rejected its number of days (and a minute) ago, in one statement, so a sweep sees all of them. */
  const rejectedDaysAgo = (days: Record<number, number>) =>
    query(
      `update "application" set "stage_changed_at" = now() - make_interval(days => ($1::jsonb ->> "id"::text)::int) - interval '1 minute'
        where $1::jsonb ? "id"::text`,
      [JSON.stringify(days)],
    );
  const present = async (id: number) => (await query('select 1 from "application" where "id" = $1', [id])).length === 1;
  /** A sweep has run since the clock moved: the due canary is gone (one statement takes every due application). */
  const swept = (canary: number) => expect.poll(() => present(canary), { timeout: 10_000 }).toBe(false);

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    visitor = await new ApiClient(server.t.url).prime();
    await admin.post('/api/blokwerk/recruitment-settings/update', { organisationName: 'Blokwerk' });
  });

  it('deletes a rejected application after 28 days (not at 27), with its files', async () => {
    const id = await rejected('Zonder', false);
    const canary = await rejected('Kanarie', false);
    const files = await filesOf(id);
    expect(files.every((file) => existsSync(file))).toBe(true);
    await rejectedDaysAgo({ [id]: 27, [canary]: 28 });
    await swept(canary);
    expect(await present(id)).toBe(true);
    await rejectedDaysAgo({ [id]: 28 });
    await expect.poll(() => present(id), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => files.some((file) => existsSync(file)), { timeout: 10_000 }).toBe(false);
    expect(await query(`select 1 from "audit_entry" where "action" = 'application.expired' and "target_id" = $1`, [String(id)])).toHaveLength(1);
  });

  it('keeps a rejected applicant who consented to be kept for 365 days (not deleted at 364), files included', async () => {
    const id = await rejected('Met', true);
    const detail = await admin.get<{ deletesAt: string; stageChangedAt: string; keepConsentAt: string | null }>(`/api/blokwerk/applications/detail/${id}`);
    expect(detail.body.keepConsentAt).not.toBeNull();
    expect(Date.parse(detail.body.deletesAt) - Date.parse(detail.body.stageChangedAt)).toBe(365 * 86_400_000);
    const canary = await rejected('Vogel', false);
    const files = await filesOf(id);
    await rejectedDaysAgo({ [id]: 364, [canary]: 28 });
    await swept(canary);
    expect(await present(id)).toBe(true);
    expect(files.every((file) => existsSync(file))).toBe(true);
    await rejectedDaysAgo({ [id]: 365 });
    await expect.poll(() => present(id), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => files.some((file) => existsSync(file)), { timeout: 10_000 }).toBe(false);
  });
});
