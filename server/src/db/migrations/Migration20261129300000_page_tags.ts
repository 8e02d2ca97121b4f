import { Migration } from '@mikro-orm/migrations';

/**
 * Tags on pages (issue 36): each version holds its public and private tag names, so drafts,
 * history, restore and publication carry them like any other field. The GIN index serves the
 * site's tag pages (`tags @> '["name"]'` over published versions).
 *
 * The site search's source gains the public tags among its weight-B words (they match like
 * headings): the view as it was stays underneath under another name, the same columns come out,
 * so the index's rows, its trigger and its rebuild are unchanged. No page has tags yet, so no
 * indexed page needs refreshing.
 */
export class Migration20261129300000_page_tags extends Migration {
  override up(): void {
    this.addSql(`alter table "page_version" add column "tags" jsonb not null default '[]', add column "private_tags" jsonb not null default '[]';`);
    this.addSql(`create index "page_version_tags_index" on "page_version" using gin ("tags");`);
    this.addSql(`alter view "search_source" rename to "search_source_untagged";`);
    this.addSql(`create view "search_source" as
      select s."page_id", s."version_id", s."locale", s."slug", s."type", s."title", s."config", s."body", s."search_title",
        s."document" || setweight(to_tsvector(s."config", coalesce((select string_agg(t, ' ') from jsonb_array_elements_text(v."tags") t), '')), 'B')
          as "document"
      from "search_source_untagged" s join "page_version" v on v."id" = s."version_id";`);
  }

  override down(): void {
    this.addSql(`drop view if exists "search_source";`);
    this.addSql(`alter view "search_source_untagged" rename to "search_source";`);
    this.addSql(`drop index if exists "page_version_tags_index";`);
    this.addSql(`alter table "page_version" drop column if exists "tags", drop column if exists "private_tags";`);
  }
}
