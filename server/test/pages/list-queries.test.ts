import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { ormConfig } from '../../src/db/orm.js';
import { invoke } from '../../src/operations/invoke.js';
import { createPage, listPages } from '../../src/modules/pages/page-operations.js';
import { savePage } from '../../src/modules/pages/history-operations.js';
import { ADMIN, ADMIN_ENV } from '../support/accounts.js';
import { contextAs, useTestServer } from '../support/test-server.js';
import { loadActor } from '../../src/modules/auth/actor.js';

/**
 * The overview list costs the same number of queries whatever the page size (no query per
 * row), and its remembered totals follow every change that alters them.
 */
describe('page list queries', () => {
  const server = useTestServer(ADMIN_ENV);
  const queries: string[] = [];
  let counting: MikroORM | undefined;
  afterAll(() => counting?.close());

  async function adminContext(em?: MikroORM) {
    const t = server.t;
    const {
      rows: [admin],
    } = await t.database.pool.query<{ id: number }>('select id from app_user where email = $1', [ADMIN.email]);
    const actor = await loadActor(t.server.db.orm.em.fork(), admin?.id, t.server.platform.permissions);
    const ctx = contextAs(t, actor);
    return em ? { ...ctx, em: em.em.fork() } : ctx;
  }

  it('answers any page size with one query (the kept counts ride along), plus one count for a search term not counted yet', async () => {
    const ctx = await adminContext();
    for (let i = 0; i < 30; i++) await invoke(createPage, ctx, { title: `Vacature ${i}`, slug: `vacature-${i}`, type: 'page', locale: 'nl' });

    const orm = await MikroORM.init({
      ...(await ormConfig(server.t.database.url, server.t.server.platform)),
      debug: ['query'],
      logger: (message) => queries.push(message),
    });
    counting = orm;
    await orm.em.getConnection().execute('select 1'); // the connection's own first-use check
    const countedCtx = await adminContext(orm);
    const queriesOf = async (input: Record<string, unknown>) => {
      queries.length = 0;
      const list = await invoke(listPages, { ...countedCtx, em: orm.em.fork() }, input);
      return { list, queries: queries.length };
    };

    const first = await queriesOf({ pageSize: 1 });
    expect(first.list.items).toHaveLength(1);
    expect(first.list.totalItems).toBe(30);
    expect(first.queries, queries.join('\n')).toBe(1);
    for (const pageSize of [1, 10, 25, 100]) {
      const { list, queries: count } = await queriesOf({ pageSize, searchTerm: '' });
      expect(list.items).toHaveLength(Math.min(pageSize, 30));
      expect(count, `pageSize ${pageSize}`).toBe(1);
    }
    const searched = await queriesOf({ pageSize: 100, searchTerm: 'VACATURE-1' });
    expect(searched.list.items.map((p) => p.slug).toSorted()).toEqual([
      'vacature-1',
      'vacature-10',
      'vacature-11',
      'vacature-12',
      'vacature-13',
      'vacature-14',
      'vacature-15',
      'vacature-16',
      'vacature-17',
      'vacature-18',
      'vacature-19',
    ]);
    expect(searched.list.totalItems).toBe(11);
    expect(searched.queries).toBe(2);
    expect((await queriesOf({ pageSize: 5, pageIndex: 1, searchTerm: 'vacature-1' })).queries).toBe(1);
  });

  it('recounts after pages are created, renamed, moved or deleted, also by another process', async () => {
    const ctx = await adminContext();
    const total = async (searchTerm = '') => (await invoke(listPages, { ...ctx, em: ctx.em.fork() }, { searchTerm })).totalItems;
    const before = await total();
    const matching = await total('vacature-2');
    const created = await invoke(createPage, ctx, { title: 'Nieuw', slug: 'nieuw', type: 'page', locale: 'nl' });
    expect(await total()).toBe(before + 1);

    await invoke(savePage, { ...ctx, em: ctx.em.fork() }, { id: created.pageID, slug: 'vacature-2-nieuw' });
    expect(await total('vacature-2')).toBe(matching + 1);

    // Another process (plain SQL here) renames and deletes: the generation moves with the change.
    await server.t.database.pool.query(`update page set title = 'Anders', slug = 'anders' where slug = 'vacature-2-nieuw'`);
    expect(await total('vacature-2')).toBe(matching);
    await server.t.database.pool.query(`update page set updated_at = now() where slug = 'anders'`);
    await server.t.database.pool.query(`update page set head_version_id = null where slug = 'anders'; delete from page where slug = 'anders'`);
    expect(await total()).toBe(before);

    // The kept counts per type and locale follow a move to another locale and type, and a page past the end still has its total.
    const count = async (filter: Record<string, unknown>) => (await invoke(listPages, { ...ctx, em: ctx.em.fork() }, filter)).totalItems;
    const english = await count({ locale: 'en' });
    await server.t.database.pool.query(`update page set locale = 'en', type = 'landing-page' where slug in ('vacature-3', 'vacature-4')`);
    expect([await count({ locale: 'en' }), await count({ locale: 'en', type: 'landing-page', pageIndex: 1000 }), await total()]).toEqual([
      english + 2,
      2,
      before,
    ]);
    const { rows } = await server.t.database.pool.query<{ kept: string; counted: string }>(
      `select coalesce((select sum(pages) from page_count), 0) as kept, (select count(*) from page) as counted`,
    );
    expect(rows[0]?.kept).toBe(rows[0]?.counted);
  });
});
