import { Migration } from '@mikro-orm/migrations';

/**
 * The page overview at 1,000,000 pages: counting every page after each change to the list cost
 * 270–420 ms there. `page_count` keeps the number of pages per type and locale, moved in the
 * same transaction as the pages themselves, so a total without a search term or status is a sum
 * of a few rows (pages/list-query.ts). Statement-level triggers: a bulk insert moves each count
 * once, and the counts a statement touches are locked in one order (no deadlock between two).
 */
export class Migration20261126020000_page_counts extends Migration {
  override up(): void {
    this.addSql(`create table "page_count" (
      "type" varchar(64) not null,
      "locale" varchar(16) not null,
      "pages" bigint not null default 0,
      primary key ("type", "locale"));`);
    this.addSql(`insert into "page_count" ("type", "locale", "pages") select "type", "locale", count(*) from "page" group by "type", "locale";`);
    this.addSql(`create function "page_count_moved"() returns trigger language plpgsql as $$
      begin
        insert into "page_count" ("type", "locale", "pages")
        select "type", "locale", sum("delta") from (
          select "type", "locale", 1 as "delta" from "new_pages"
          union all
          select "type", "locale", -1 from "old_pages"
        ) moved group by "type", "locale" having sum("delta") <> 0 order by "type", "locale"
        on conflict ("type", "locale") do update set "pages" = "page_count"."pages" + excluded."pages";
        return null;
      end $$;`);
    this.addSql(`create function "page_count_added"() returns trigger language plpgsql as $$
      begin
        insert into "page_count" ("type", "locale", "pages")
        select "type", "locale", count(*) from "new_pages" group by "type", "locale" order by "type", "locale"
        on conflict ("type", "locale") do update set "pages" = "page_count"."pages" + excluded."pages";
        return null;
      end $$;`);
    this.addSql(`create function "page_count_removed"() returns trigger language plpgsql as $$
      begin
        update "page_count" c set "pages" = c."pages" - gone."pages"
        from (select "type", "locale", count(*) as "pages" from "old_pages" group by "type", "locale" order by "type", "locale") gone
        where c."type" = gone."type" and c."locale" = gone."locale";
        return null;
      end $$;`);
    this.addSql(`create trigger "page_count_inserted" after insert on "page"
      referencing new table as "new_pages" for each statement execute function "page_count_added"();`);
    this.addSql(`create trigger "page_count_deleted" after delete on "page"
      referencing old table as "old_pages" for each statement execute function "page_count_removed"();`);
    this.addSql(`create trigger "page_count_updated" after update on "page"
      referencing old table as "old_pages" new table as "new_pages" for each statement execute function "page_count_moved"();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "page_count_updated" on "page";`);
    this.addSql(`drop trigger if exists "page_count_deleted" on "page";`);
    this.addSql(`drop trigger if exists "page_count_inserted" on "page";`);
    this.addSql(`drop function if exists "page_count_moved"();`);
    this.addSql(`drop function if exists "page_count_removed"();`);
    this.addSql(`drop function if exists "page_count_added"();`);
    this.addSql(`drop table if exists "page_count";`);
  }
}
