import type { EntityManager } from '@mikro-orm/postgresql';
import { userImageUrl } from '../users/views.js';
import type { PageEditingState } from './views.js';

/** A tab that sent no heartbeat for this long is gone (its row is deleted with the next announcement of anyone). */
export const EXPIRY_SECONDS = 30;
/** Tabs one user may be present with at once: an announcement beyond it drops that user's least recently seen tab. */
export const MAX_TABS_PER_USER = 10;

export interface Tab {
  userId: number;
  tabId: string;
}

const live = `now() - make_interval(secs => ${EXPIRY_SECONDS})`;

/** Runs a statement in the context's transaction, if it has one. */
function run<T extends object[]>(em: EntityManager, sql: string, params: unknown[]): Promise<T> {
  return em.getConnection().execute<T>(sql, params, 'all', em.getTransactionContext());
}

/**
 * Records that `tab` has `pageId` open (dirty or not), now. Answers the pages whose presence
 * list changed for their watchers: the page when the tab is new there, came back from expiry or
 * flipped dirty; the page it left; and pages of tabs it pushed over the per-user limit.
 */
export async function announce(em: EntityManager, tab: Tab, pageId: number, dirty: boolean): Promise<number[]> {
  // Rows of every tab that went silent: the table holds the last half minute's tabs only.
  await run(em, `delete from "editor_presence" where "seen_at" <= ${live}`, []);
  // Both CTEs read the table as it was before the upsert.
  const [previous] = await run<{ page_id: number; dirty: boolean }[]>(
    em,
    `
    with "previous" as (select "page_id", "dirty" from "editor_presence" where "user_id" = ? and "tab_id" = ?),
    "upsert" as (
      insert into "editor_presence" ("user_id", "tab_id", "page_id", "dirty") values (?, ?, ?, ?)
      on conflict ("user_id", "tab_id") do update set
        "since" = case when "editor_presence"."page_id" = excluded."page_id" then "editor_presence"."since" else now() end,
        "page_id" = excluded."page_id", "dirty" = excluded."dirty", "seen_at" = now()
    )
    select "page_id", "dirty" from "previous"`,
    [tab.userId, tab.tabId, tab.userId, tab.tabId, pageId, dirty],
  );
  const evicted = await run<{ page_id: number }[]>(
    em,
    `
    delete from "editor_presence" where "user_id" = ? and "tab_id" not in (
      select "tab_id" from "editor_presence" where "user_id" = ? order by "seen_at" desc, "tab_id" limit ${MAX_TABS_PER_USER}
    ) returning "page_id"`,
    [tab.userId, tab.userId],
  );
  const changed = new Set(evicted.map((row) => row.page_id));
  if (!previous || previous.page_id !== pageId || previous.dirty !== dirty) changed.add(pageId);
  if (previous && previous.page_id !== pageId) changed.add(previous.page_id);
  return [...changed];
}

/** The tab closed the page: answers whether it was there. */
export async function leave(em: EntityManager, tab: Tab, pageId: number): Promise<boolean> {
  const rows = await run<{ page_id: number }[]>(
    em,
    `delete from "editor_presence" where "user_id" = ? and "tab_id" = ? and "page_id" = ? returning "page_id"`,
    [tab.userId, tab.tabId, pageId],
  );
  return rows.length > 0;
}

/** Keeps tabs whose event stream is open present, however rarely a hidden tab's timers run. */
export async function keepPresent(em: EntityManager, tabs: readonly Tab[]): Promise<void> {
  if (tabs.length === 0) return;
  await run(em, `update "editor_presence" set "seen_at" = now() where ("user_id", "tab_id") in (select * from unnest(?::int[], ?::uuid[]))`, [
    `{${tabs.map((tab) => tab.userId).join(',')}}`,
    `{${tabs.map((tab) => tab.tabId).join(',')}}`,
  ]);
}

interface StateRow {
  page_id: number;
  revision: number;
  head_version_id: number | null;
  updated_at: Date;
  stored_by_id: number | null;
  stored_by_name: string | null;
  editors: { userID: number; name: string; imageSha256: string | null; dirty: boolean; since: string }[];
}

/** The editing state of each of these pages that exists, in one statement. */
export async function editingStates(em: EntityManager, pageIds: readonly number[]): Promise<Map<number, PageEditingState>> {
  if (pageIds.length === 0) return new Map();
  const rows = await run<StateRow[]>(
    em,
    `
    select p."id" as "page_id", p."revision", p."head_version_id", p."updated_at", s."id" as "stored_by_id", s."name" as "stored_by_name",
      coalesce((
        select json_agg(json_build_object('userID', u."id", 'name', u."name", 'imageSha256', u."image_sha256", 'dirty', x."dirty", 'since', x."since")
                        order by x."since", u."id")
        from (
          select "user_id", bool_or("dirty") as "dirty", min("since") as "since" from "editor_presence"
          where "page_id" = p."id" and "seen_at" > ${live} group by "user_id"
        ) x join "app_user" u on u."id" = x."user_id"
      ), '[]'::json) as "editors"
    from "page" p left join "app_user" s on s."id" = p."updated_by_id"
    where p."id" = any(?)`,
    [`{${pageIds.join(',')}}`],
  );
  return new Map(
    rows.map((row) => [
      row.page_id,
      {
        pageID: row.page_id,
        editors: row.editors.map((editor) => ({
          userID: editor.userID,
          name: editor.name,
          image: userImageUrl({ id: editor.userID, imageSha256: editor.imageSha256 }),
          dirty: editor.dirty,
          since: new Date(editor.since),
        })),
        head: {
          revision: row.revision,
          versionID: row.head_version_id,
          storedBy: row.stored_by_id === null ? null : { id: row.stored_by_id, name: row.stored_by_name ?? '' },
          storedAt: new Date(row.updated_at),
        },
      },
    ]),
  );
}
