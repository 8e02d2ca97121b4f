import { beforeAll, describe, expect, it } from 'vitest';
import { searchIndex } from '../../src/modules/search/query.js';
import { parsedGroups } from '../../src/modules/search/terms.js';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import { within } from '../support/poll.js';
import { defineExtension } from '../../src/extensions/extension.js';
import { useTestServer } from '../support/test-server.js';
import { publishedPage, search, slugsOf, type IndexStatus, type SearchAnswer } from './search-support.js';

const extension = defineExtension({
  name: 'test-vacancies',
  pageTypes: [
    { id: 'test-vacancy', label: 'Vacancy', slugPrefix: 'vacatures/', fields: [{ type: 'text', name: 'location', label: 'Location', maxLength: 50 }] },
  ],
});

describe('site search', () => {
  const server = useTestServer(ADMIN_ENV, [extension]);
  let admin: ApiClient;
  let visitor: ApiClient;

  const freshEm = () => server.t.server.db.orm.em.fork();
  const commonVacature = (window: number, count: number) =>
    searchIndex(freshEm(), { term: 'vacature', locales: [], pageTypes: [], count, offset: 0 }, ['nl', 'en'], { exactUpTo: 2, window });
  /** 'massa' (3,000 pages) and 'vacature' (3), as counts: "about" when estimated within 1%. */
  const answered = async () => {
    const [massa, vacature] = [await search(visitor, { term: 'massa' }), await search(visitor, { term: 'vacature' })];
    const near = massa.totalIsEstimate && Math.abs(massa.total - 3000) <= 30;
    return [`massa: ${massa.results.length} of ${near ? 'about 3000' : massa.total}`, `vacature: ${vacature.results.length} of ${vacature.total}`];
  };

  const indexStatus = async () => (await admin.get<Envelope & { status: IndexStatus }>('/api/blokwerk/search/status')).body.status;

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    visitor = await new ApiClient(server.t.url).prime();
    await publishedPage(admin, { title: 'Vacature kok', slug: 'kok', html: '<p>Wij zoeken een kok voor ons restaurant.</p>' });
    await publishedPage(admin, {
      title: 'Over ons',
      slug: 'over-ons',
      html: '<h2>Werken bij ons</h2><p>Bekijk elke vacature op onze site &amp; solliciteer.</p>',
    });
    await publishedPage(admin, { title: 'Careers', slug: 'careers', locale: 'en', html: '<p>We are hiring engineers for running projects.</p>' });
    await publishedPage(admin, {
      title: 'Monteur',
      slug: 'monteur',
      type: 'test-vacancy',
      html: '<p>Een vacature voor een monteur.</p>',
      typeData: { location: 'Utrecht' },
    });
  });

  it('ranks a title match above a body match, with highlighted, escaped snippets (visitors may search)', async () => {
    const answer = await search(visitor, { term: 'vacature' });
    expect(answer.total).toBe(3);
    expect(answer.results[0]).toMatchObject({ slug: 'kok', title: 'Vacature kok', locale: 'nl', type: 'page' });
    expect(slugsOf(answer)).toEqual(expect.arrayContaining(['over-ons', 'vacatures/monteur']));
    expect(answer.results[0]?.score).toBeGreaterThan(answer.results[1]?.score ?? Infinity);
    const overOns = answer.results.find((r) => r.slug === 'over-ons');
    expect(overOns?.snippet).toContain('<mark>vacature</mark>');
    expect(overOns?.snippet).toContain('&amp;');
  });

  it('stems per locale and matches prefixes as you type', async () => {
    expect(slugsOf(await search(visitor, { term: 'vacatures', locales: ['nl'] }))).toContain('kok');
    expect(slugsOf(await search(visitor, { term: 'engineer run', locales: ['en-GB'] }))).toEqual(['careers']);
    expect(slugsOf(await search(visitor, { term: 'solli' }))).toEqual(['over-ons']);
    expect(slugsOf(await search(visitor, { term: 'hiring', locales: ['nl'] }))).toEqual([]);
    // Headings and page-type data are indexed too.
    expect(slugsOf(await search(visitor, { term: 'werken' }))).toEqual(['over-ons']);
    expect(slugsOf(await search(visitor, { term: 'utrecht' }))).toEqual(['vacatures/monteur']);
  });

  it('turns a typed prefix into the one whole word of the index it stands for', async () => {
    expect((await parsedGroups(freshEm(), 'solli', ['nl'])).map((g) => [g.query, g.rank])).toEqual([["'solliciter'", "'solliciter'"]]);
    expect((await parsedGroups(freshEm(), 'kok rest', ['nl'])).map((g) => [g.query, g.rank])).toEqual([["'kok' & 'restaurant'", "'kok' | 'restaurant'"]]);
    // Two words beginning with "zzq": an OR of them would cost more than the prefix.
    await publishedPage(admin, { title: 'Zzq', slug: 'zzq', html: '<p>zzqax zzqbx</p>' });
    expect((await parsedGroups(freshEm(), 'zzq', ['nl'])).map((g) => g.query)).toEqual(["'zzq':*"]);
    expect(slugsOf(await search(visitor, { term: 'zzq' }))).toEqual(['zzq']);
    expect((await parsedGroups(freshEm(), 'zzqb', ['nl'])).map((g) => g.query)).toEqual(["'zzqbx'"]);
    expect(slugsOf(await search(visitor, { term: 'zzqb' }))).toEqual(['zzq']);
  });

  it('finds a word inside a compound, the word itself ranked first', async () => {
    await publishedPage(admin, { title: 'Servicemonteur warmtepompen', slug: 'servicemonteur', html: '<p>Onderhoud aan installaties.</p>' });
    expect((await parsedGroups(freshEm(), 'monteur', ['nl'])).map((g) => g.query)).toEqual(["'monteur' | 'servicemonteur'"]);
    expect(slugsOf(await search(visitor, { term: 'monteur' }))).toEqual(['vacatures/monteur', 'servicemonteur']);
    expect(slugsOf(await search(visitor, { term: 'warmte monteur' }))).toEqual(['servicemonteur']);
    // As typed: the prefix still finds the word, the compound beside it.
    expect(slugsOf(await search(visitor, { term: 'monte' }))).toEqual(['vacatures/monteur', 'servicemonteur']);
  });

  it('answers whatever a visitor types, without an error', async () => {
    const terms = ["'", '\\', "''", "l'amour", 'x:*', '!&|()<->', 'a & | b', 'straße', '日本語 検索', '😀', 'the and of', 'ÉÉN', '%_', '-- ;', 'é'.repeat(200)];
    for (const term of terms) {
      for (const locales of [[], ['nl'], ['xx']]) {
        const answer = await visitor.post<SearchAnswer>('/api/blokwerk/search/search', { term, locales });
        expect([term, answer.status, Array.isArray(answer.body.results)]).toEqual([term, 200, true]);
      }
    }
    for (const odd of ["x'y", 'a\\b', "'; drop table page; --", '😀']) {
      const answer = await visitor.post<SearchAnswer>('/api/blokwerk/search/search', { term: 'vacature', locales: [odd], pageTypes: [odd] });
      expect([odd, answer.status, answer.body.total]).toEqual([odd, 200, 0]);
    }
    // U+0000 cannot be stored or compared in PostgreSQL text: a validation error, not a failed statement.
    const nul = await visitor.post('/api/blokwerk/search/search', { term: 'vacature', locales: ['n\u0000l'] });
    expect([nul.status, nul.body.Errors.map(({ code, property }) => ({ code, property }))]).toEqual([400, [{ code: 'V_12', property: 'locales.0' }]]);
    expect(slugsOf(await search(visitor, { term: 'VACATURE kok!!' }))).toEqual(['kok']);
  });

  it('answers the same through GraphQL', async () => {
    const answer = await visitor.graphql<{ search: { total: number; results: { slug: string; snippet: string }[] } }>(
      'query($term: String!, $locales: [String!]) { search(term: $term, locales: $locales, count: 1) { total results { slug snippet } } }',
      { term: 'vacature', locales: ['nl'] },
    );
    expect(answer.body.data?.search).toMatchObject({ total: 3, results: [{ slug: 'kok' }] });
  });

  it('tolerates a typo in a title', async () => {
    expect(slugsOf(await search(visitor, { term: 'vacatrue' }))).toContain('kok');
    expect(slugsOf(await search(visitor, { term: 'carreers' }))).toEqual(['careers']);
  });

  it('ranks a common term within its newest and its title matches, and estimates its total', async () => {
    // Limits cut down from thousands to a few: 'vacature' is in three pages, and more than two make it common.
    const narrow = await commonVacature(1, 1);
    expect(narrow.totalIsEstimate).toBe(true);
    expect(narrow.total).toBeGreaterThanOrEqual(3);
    // The window holds the newest match (the vacancy) and a title match, the oldest page: that one comes first.
    expect(narrow.results.map((r) => r.slug)).toEqual(['kok']);
    // A window holding every match: all are ranked and the total is counted.
    const whole = await commonVacature(5, 10);
    expect(whole).toMatchObject({ total: 3, totalIsEstimate: false });
    expect(whole.results.map((r) => r.slug)).toEqual(slugsOf(await search(visitor, { term: 'vacature' })));
  });

  it('filters by page type (case-insensitively)', async () => {
    expect(slugsOf(await search(visitor, { term: 'vacature', pageTypes: ['Test-Vacancy'] }))).toEqual(['vacatures/monteur']);
    expect((await search(visitor, { term: 'vacature', pageTypes: ['page'] })).total).toBe(2);
  });

  it('pages through results with count and offset; count is at most 100', async () => {
    for (let i = 1; i <= 5; i++) await publishedPage(admin, { title: `Koffie ${i}`, slug: `koffie-${i}` });
    const all = await search(visitor, { term: 'koffie', count: 100 });
    expect(all.total).toBe(5);
    const pages = [
      await search(visitor, { term: 'koffie', count: 2 }),
      await search(visitor, { term: 'koffie', count: 2, offset: 2 }),
      await search(visitor, { term: 'koffie', count: 2, offset: 4 }),
    ];
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap(slugsOf)).toEqual(slugsOf(all));
    expect(await search(visitor, { term: 'koffie', count: 2, offset: 10 })).toMatchObject({ total: 5, results: [] });
    const tooMany = await visitor.post('/api/blokwerk/search/search', { term: 'koffie', count: 101 });
    expect(tooMany.status).toBe(400);
  });

  it('follows publish, slug change, unpublish and delete at once', async () => {
    const id = await publishedPage(admin, { title: 'Fietsenmaker', slug: 'fiets' });
    expect(slugsOf(await search(visitor, { term: 'fietsenmaker' }))).toEqual(['fiets']);
    expect((await admin.request('PUT', `/api/blokwerk/page/${id}/save`, { slug: 'fietsen' })).status).toBe(200);
    expect(slugsOf(await search(visitor, { term: 'fietsenmaker' }))).toEqual(['fietsen']);
    expect((await admin.post(`/api/blokwerk/page/${id}/unpublish`, {})).status).toBe(200);
    expect((await search(visitor, { term: 'fietsenmaker' })).total).toBe(0);
    expect((await admin.post(`/api/blokwerk/page/${id}/publish`, {})).status).toBe(200);
    expect((await search(visitor, { term: 'fietsenmaker' })).total).toBe(1);
    expect((await admin.post(`/api/blokwerk/page/${id}/delete`, {})).status).toBe(200);
    expect((await search(visitor, { term: 'fietsenmaker' })).total).toBe(0);
  });

  it('guards index management by manage-search-index and audits it', async () => {
    const { client: editor } = await activatedUser(server.t, admin, 'editor@example.test', 'Editor');
    expect((await editor.post('/api/blokwerk/search/remove-all-pages', {})).status).toBe(403);
    expect((await editor.post('/api/blokwerk/search/index-all-pages', {})).status).toBe(403);
    expect((await visitor.post('/api/blokwerk/search/index-all-pages', {})).status).toBe(401);

    const before = await indexStatus();
    const removed = await admin.post<Envelope & { status: IndexStatus }>('/api/blokwerk/search/remove-all-pages', {});
    expect(removed.body.status.pages).toBe(0);
    // The space is given back at once, not left to vacuum.
    expect(removed.body.status.bytes).toBeLessThan(before.bytes);
    expect((await search(visitor, { term: 'vacature' })).total).toBe(0);

    await admin.post('/api/blokwerk/search/index-all-pages', {});
    const status = await within(20_000, indexStatus, (s) => !s.rebuilding);
    expect(status.lastRebuildAt).not.toBeNull();
    expect(status.pages).toBeGreaterThan(0);
    expect((await search(visitor, { term: 'vacature' })).total).toBe(3);

    const audit = await server.t.database.pool.query<{ action: string }>(`select "action" from "audit_entry" where "action" like 'search.%'`);
    expect(audit.rows.map((r) => r.action).toSorted()).toEqual(['search.index-all-pages', 'search.remove-all-pages']);
  });

  it('keeps the switched index when the vacuum after a rebuild fails', async () => {
    const pool = server.t.database.pool;
    // The tidy-up of the rebuild before (2 s after its switch) is over: only this rebuild's vacuum is cancelled.
    const before = await within(10_000, indexStatus, (s) => Date.now() - Date.parse(s.lastRebuildAt ?? '') > 3000);
    // Blocks vacuum only: the rebuild's inserts and its switch go on.
    const holder = await pool.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table "search_entry" in share update exclusive mode');
      await admin.post('/api/blokwerk/search/index-all-pages', {});
      const vacuum = await within(
        20_000,
        async () =>
          (
            await pool.query<{ pid: number }>(
              `select l."pid" from pg_locks l join pg_stat_activity a using ("pid")
                where not l."granted" and l."relation" = 'search_entry'::regclass and a."query" ilike 'vacuum%'`,
            )
          ).rows,
        (rows) => rows.length > 0,
      );
      const switched = await indexStatus();
      expect(switched).toMatchObject({ pages: before.pages, rebuilding: false, lastRebuildError: null });
      expect(switched.lastRebuildAt).not.toBe(before.lastRebuildAt);
      await pool.query('select pg_cancel_backend("pid") from unnest($1::int[]) "pid"', [vacuum.map((row) => row.pid)]);
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    // The cancelled vacuum's error is logged and nothing more: the new generation stays the index
    // (a second's watch: a rebuild that took the error for its own discarded it at once).
    const seen: number[] = [];
    for (const until = Date.now() + 1000; Date.now() < until;) seen.push((await indexStatus()).pages);
    expect(new Set(seen)).toEqual(new Set([before.pages]));
    expect(await indexStatus()).toMatchObject({ rebuilding: false, lastRebuildError: null });
    expect((await search(visitor, { term: 'vacature' })).total).toBe(3);
  });

  it('keeps answering from the old index while a rebuild runs', { timeout: 60_000 }, async () => {
    // 3,000 more published pages, straight in SQL: enough batches to search in between.
    const pool = server.t.database.pool;
    await pool.query(`
      with p as (
        insert into "page" ("translation_group", "locale", "slug", "type", "title", "created_at", "updated_at")
        select -i, 'nl', 'massa/' || i, 'page', 'Massa ' || i, now(), now() from generate_series(1, 3000) i returning "id", "title"
      )
      insert into "page_version" ("page_id", "revision", "title", "blocks", "type_data", "seo_keywords", "created_at")
      select "id", 1, "title", '[]', '{}', '[]', now() from p`);
    // A statement of its own: the CTE's insert would not see the pages inserted beside it.
    await pool.query(
      `update "page" p set "head_version_id" = v."id", "published_version_id" = v."id"
        from "page_version" v where v."page_id" = p."id" and p."slug" like 'massa/%'`,
    );
    // More than 1,000 matches: a common term, its total estimated from the reach of its newest 250 matches.
    expect(await answered()).toEqual(['massa: 10 of about 3000', 'vacature: 3 of 3']);

    await admin.post('/api/blokwerk/search/index-all-pages', {});
    const answers: string[] = [];
    let status: IndexStatus;
    const progress: number[] = [];
    do {
      answers.push(...(await answered()));
      status = await indexStatus();
      progress.push(status.rebuildDone);
    } while (status.rebuilding);
    expect(new Set(answers)).toEqual(new Set(['massa: 10 of about 3000', 'vacature: 3 of 3']));
    const [{ published }] = (
      await pool.query<{ published: number }>(`select count(*)::int as "published" from "page" where "published_version_id" is not null`)
    ).rows as [{ published: number }];
    expect(published).toBeGreaterThan(3000);
    expect(status.pages).toBe(published);
    expect(progress.length).toBeGreaterThan(1);
    const [{ count }] = (await pool.query<{ count: number }>(`select count(*)::int as "count" from "search_entry"`)).rows as [{ count: number }];
    expect(count).toBe(status.pages);
  });
});
