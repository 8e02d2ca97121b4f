import { Migration } from '@mikro-orm/migrations';

/**
 * The page overview at 100,000 pages (issue 4 budgets):
 * - search matches one lower-cased column (title and slug) with LIKE, trigram-indexed;
 * - the updated-date index carries that column, so deep pages and searched pages are walked
 *   on the index alone;
 * - `list_generation` changes in the same transaction as anything that changes which pages a
 *   list counts, so list totals can be remembered until it moves (see pages/list-query.ts).
 */
export class Migration20261122040000_page_list extends Migration {
  override up(): void {
    this.addSql(`alter table "page" add column "search_text" text generated always as (lower("title" || ' ' || "slug")) stored;`);
    this.addSql(`drop index "page_title_trgm_index";`);
    this.addSql(`create index "page_search_trgm_index" on "page" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`drop index "page_updated_at_index";`);
    this.addSql(`create index "page_updated_at_index" on "page" ("updated_at", "id") include ("search_text");`);
    this.addSql(`create index "page_title_index" on "page" ("title", "id");`);

    this.addSql(`create table "list_generation" ("topic" varchar(32) primary key, "generation" bigint not null default 0);`);
    this.addSql(`insert into "list_generation" ("topic") values ('page');`);
    // Once per transaction: a bulk insert queues a call per row, and each further update of the
    // same row inside one transaction would walk a longer chain of its own row versions.
    this.addSql(`create function "page_list_changed"() returns trigger language plpgsql as $$
      begin
        if current_setting('blokwerk.page_list_changed', true) = txid_current()::text then
          return null;
        end if;
        perform set_config('blokwerk.page_list_changed', txid_current()::text, true);
        update "list_generation" set "generation" = "generation" + 1 where "topic" = 'page';
        return null;
      end $$;`);
    // Deferred to commit, so the one row is locked for an instant, never while page rows are.
    this.addSql(`create constraint trigger "page_list_inserted_or_deleted" after insert or delete on "page"
      deferrable initially deferred for each row execute function "page_list_changed"();`);
    this.addSql(`create constraint trigger "page_list_updated" after update on "page"
      deferrable initially deferred for each row
      when (old."title" is distinct from new."title" or old."slug" is distinct from new."slug"
        or old."type" is distinct from new."type" or old."locale" is distinct from new."locale")
      execute function "page_list_changed"();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "page_list_updated" on "page";`);
    this.addSql(`drop trigger if exists "page_list_inserted_or_deleted" on "page";`);
    this.addSql(`drop function if exists "page_list_changed"();`);
    this.addSql(`drop table if exists "list_generation";`);
    this.addSql(`drop index if exists "page_title_index";`);
    this.addSql(`drop index if exists "page_updated_at_index";`);
    this.addSql(`create index "page_updated_at_index" on "page" ("updated_at", "id");`);
    this.addSql(`drop index if exists "page_search_trgm_index";`);
    this.addSql(`create index "page_title_trgm_index" on "page" using gin ("title" gin_trgm_ops);`);
    this.addSql(`alter table "page" drop column "search_text";`);
  }
}
