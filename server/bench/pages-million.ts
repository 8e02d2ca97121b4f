import { createLogger } from '../src/logger.js';
import { noSessionPort } from '../src/http/session-port.js';
import { loadActor } from '../src/modules/auth/actor.js';
import { listPages } from '../src/modules/pages/page-operations.js';
import type { OperationContext } from '../src/operations/define.js';
import { afterCommitOutsideInvoke, invoke } from '../src/operations/invoke.js';
import { ApiClient } from '../test/support/api-client.js';
import { BENCH_ADMIN, ensureBenchPages, startBenchServer } from './bench-server.js';
import { measure, table, type Figures } from './measure.js';

/**
 * `npm run bench:pages-million` (issue 34, "Deep pages at a million"): the admin's page overview
 * call (GraphQL `pages`, as the overview sends it) over 1,000,000 pages (BENCH_PAGES), timed at
 * the server by its Server-Timing header (the whole request in express: session, GraphQL,
 * operation, SQL), p50/p95 of BENCH_RUNS calls (200). Page 1, then page 2,000 by keyset cursor
 * (the overview's next and previous) and by pageIndex (a jump, for comparison). The goal: page
 * 2,000 by cursor within 10 ms p95 at the server. A second table times the operation alone
 * (invoked in this process: SQL and views, no HTTP). Seeding takes minutes; BENCH_DATA_DIR
 * (a folder of its own, not the 100,000-page one of `npm run bench`) keeps it for the next run.
 */
const PAGES = Number(process.env.BENCH_PAGES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PAGE_SIZE = 25;
const DEEP_PAGE = Math.max(2, Math.min(2000, Math.floor(PAGES / PAGE_SIZE) - 1));
const GOAL_MS = 10;

const LIST = `query PagesList($locale: String, $pageIndex: Int, $pageSize: Int, $columnToSort: String, $sortOrder: String, $after: String, $before: String) {
  pages(locale: $locale, pageIndex: $pageIndex, pageSize: $pageSize, columnToSort: $columnToSort, sortOrder: $sortOrder, after: $after, before: $before) {
    totalItems nextCursor previousCursor
    items { id title slug locale type publishedVersionID hasUnpublishedChanges pendingPublicationRequests outOfDate updatedAt }
  }
}`;

interface ListAnswer {
  pages: { totalItems: number; nextCursor: string | null; previousCursor: string | null; items: { id: number }[] };
}

const bench = await startBenchServer();
try {
  await ensureBenchPages(bench, PAGES, '[]');
  const client = await ApiClient.signIn(bench.server.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const list = async (variables: Record<string, unknown>) => {
    const { status, body } = await client.graphql<ListAnswer>(LIST, { locale: 'nl', pageSize: PAGE_SIZE, ...variables });
    if (status !== 200 || !body.data || body.errors) throw new Error(`pages: ${status} ${JSON.stringify(body.errors)}`);
    if (body.data.pages.items.length === 0) throw new Error('pages: no rows');
    return body.data.pages;
  };
  const atServer = () => client.serverMs;
  const run = (name: string, variables: Record<string, unknown>) => measure(name, () => list(variables), atServer, RUNS);

  const rows: Figures[] = [];
  for (const [label, sort] of [
    ['by updated date, newest first', { columnToSort: 'updatedAt', sortOrder: 'desc' }],
    ['by title, A to Z', { columnToSort: 'title', sortOrder: 'asc' }],
  ] as const) {
    // The cursors around page 2,000, as the overview holds them after paging there.
    const before = await list({ ...sort, pageIndex: DEEP_PAGE - 2 });
    const after = await list({ ...sort, pageIndex: DEEP_PAGE });
    rows.push(
      await run(`page 1, ${label}`, sort),
      await run(`page ${DEEP_PAGE}, ${label}: next (after cursor)`, { ...sort, after: before.nextCursor }),
      await run(`page ${DEEP_PAGE}, ${label}: previous (before cursor)`, { ...sort, before: after.previousCursor }),
      await run(`page ${DEEP_PAGE}, ${label}: pageIndex (a jump)`, { ...sort, pageIndex: DEEP_PAGE - 1 }),
      await run(`last page (${Math.ceil(after.totalItems / PAGE_SIZE)}), ${label}: pageIndex (read from the end)`, {
        ...sort,
        pageIndex: Math.ceil(after.totalItems / PAGE_SIZE) - 1,
      }),
    );
  }
  const baseline = await measure('baseline: GET /healthz', () => fetch(`${bench.server.url}/healthz`).then((r) => r.text()), undefined, RUNS);
  process.stdout.write(
    `\n${PAGES} pages, ${PAGE_SIZE} per page, ${RUNS} calls each; at the server = Server-Timing (the request in ` +
      `express)\n\n${table(rows, baseline, GOAL_MS)}\n`,
  );

  // The operation alone, by updated date: what the SQL and the views cost without session, GraphQL and HTTP.
  const { server } = bench;
  const {
    rows: [adminRow],
  } = await server.db.pool.query<{ id: number }>('select "id" from "app_user" where "email" = $1', [BENCH_ADMIN.email]);
  const actor = await loadActor(server.db.orm.em.fork(), adminRow?.id, server.platform.permissions);
  const context = (): OperationContext => ({
    actor,
    em: server.db.orm.em.fork(),
    log: createLogger('silent'),
    session: noSessionPort,
    request: { ip: '127.0.0.1' },
    services: server.services,
    afterCommit: afterCommitOutsideInvoke,
  });
  const operation = (variables: Record<string, unknown>) => () => invoke(listPages, context(), { locale: 'nl', pageSize: PAGE_SIZE, ...variables });
  const around = await list({ pageIndex: DEEP_PAGE - 2 });
  const operationRows = [
    await measure(`operation: page ${DEEP_PAGE}, next (after cursor)`, operation({ after: around.nextCursor }), undefined, RUNS),
    await measure(`operation: page ${DEEP_PAGE}, pageIndex (a jump)`, operation({ pageIndex: DEEP_PAGE - 1 }), undefined, RUNS),
  ];
  process.stdout.write(`\n${table(operationRows, await measure('operation: page 1', operation({}), undefined, RUNS))}\n`);
  const goal = rows.filter((row) => row.name.includes('cursor'));
  const met = goal.every((row) => row.server !== undefined && row.server.p95 <= GOAL_MS);
  process.stdout.write(`\ngoal: page ${DEEP_PAGE} of ${PAGES} by cursor within ${GOAL_MS} ms p95 at the server: ${met ? 'met' : 'NOT met'}\n`);
} finally {
  await bench.close();
}
