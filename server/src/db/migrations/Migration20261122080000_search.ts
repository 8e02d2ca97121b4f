import { Migration } from '@mikro-orm/migrations';

/**
 * Site search (issue 10): one row per published page, per index generation.
 *
 * - The row is derived from the page and its published version by the view `search_source`
 *   (all SQL, so a trigger, the rebuild and the reconcile step share one definition).
 * - A trigger on `page` rewrites the page's rows in the publishing transaction itself
 *   (publish, unpublish, slug change; deletion cascades): the index is current at commit,
 *   exactly once however many processes run, and never ahead of a rolled-back change.
 * - A rebuild fills generation n+1 in batches while n keeps serving, then switches
 *   `search_index_state.generation` in one short transaction and drops generation n.
 *   Meanwhile the trigger writes both generations.
 */
export class Migration20261122080000_search extends Migration {
  override up(): void {
    // The language configuration of a locale (its language part): stemming and stop words.
    this.addSql(`create function "search_config"("locale" text) returns regconfig language sql immutable as $$
      select (case split_part(lower("locale"), '-', 1)
        when 'en' then 'english' when 'nl' then 'dutch' when 'de' then 'german' when 'fr' then 'french'
        else 'simple' end)::regconfig $$;`);
    // Rich text to words: tags become spaces, the common entities their characters. The private-use
    // characters are the snippet's highlight markers (search/snippets.ts), so no text may carry them.
    this.addSql(`create function "search_html_text"("html" text) returns text language sql immutable as $$
      select regexp_replace(replace(replace(replace(replace(replace(replace(
        regexp_replace("html", '<[^>]*>', ' ', 'g'),
        '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
        '[\\uE000\\uE001]', '', 'g') $$;`);
    // The strings of block props (and page-type data): headings (heading blocks, `title` props,
    // <h1>–<h6> in rich text) and all text. Link targets and select values are no words a visitor
    // searches for. jsonpath walks the tree in C: a recursive SQL walk costs twice as much per page.
    this.addSql(`create function "search_block_texts"("blocks" jsonb, out "headings" text, out "body" text) language sql immutable as $$
      select
        concat_ws(' ',
          (select string_agg(t #>> '{}', ' ') from jsonb_path_query("blocks", 'strict $[*] ? (@.type == "heading").props.text') t),
          (select string_agg(t #>> '{}', ' ') from jsonb_path_query("blocks", 'strict $[*].props.**.title ? (@.type() == "string")') t),
          (select string_agg(search_html_text(m[1]), ' ')
           from jsonb_path_query("blocks", 'strict $[*].props.** ? (@.type() == "string" && @ like_regex "<h[1-6]")') t
           cross join lateral regexp_matches(t #>> '{}', '<h[1-6][^>]*>(.*?)</h[1-6]>', 'gi') m)),
        (select string_agg(search_html_text(t #>> '{}'), ' ') from jsonb_path_query("blocks",
          'strict $[*].props.** ? (@.type() == "string" && !(@ like_regex "^(https?:|mailto:|tel:|#|/)")
            && !(@ like_regex "^(h[1-6]|left|right|button|link|external|internal|anchor|mail|phone)$"))') t)
    $$;`);
    this.addSql(`create view "search_source" as
      select p."id" as "page_id", v."id" as "version_id", p."locale", p."slug", p."type", v."title",
        search_config(p."locale") as "config",
        concat_ws(' ', nullif(v."seo_description", ''), t."body", d."body") as "body",
        lower(v."title" || ' ' || v."seo_title") as "search_title",
        setweight(to_tsvector(search_config(p."locale"), v."title" || ' ' || v."seo_title"), 'A')
          || setweight(to_tsvector(search_config(p."locale"), concat_ws(' ', t."headings", d."headings")), 'B')
          || setweight(to_tsvector(search_config(p."locale"),
               v."seo_description" || ' ' || coalesce((select string_agg(k, ' ') from jsonb_array_elements_text(v."seo_keywords") k), '')), 'C')
          || setweight(to_tsvector(search_config(p."locale"), concat_ws(' ', t."body", d."body")), 'D') as "document"
      from "page" p
      join "page_version" v on v."id" = p."published_version_id"
      cross join lateral search_block_texts(v."blocks") t
      cross join lateral search_block_texts(jsonb_build_array(jsonb_build_object('type', '', 'props', v."type_data"))) d;`);

    this.addSql(`create table "search_index_state" (
      "id" int primary key default 1 check ("id" = 1),
      "generation" int not null default 1,
      "building_generation" int null,
      "rebuild_total" int not null default 0,
      "rebuild_done" int not null default 0,
      "rebuild_started_at" timestamptz null,
      "rebuild_heartbeat_at" timestamptz null,
      "last_rebuild_at" timestamptz null,
      "last_rebuild_error" text null);`);
    this.addSql(`insert into "search_index_state" default values;`);

    this.addSql(`create table "search_entry" (
      "generation" int not null,
      "page_id" int not null references "page" ("id") on delete cascade,
      "version_id" int not null,
      "locale" varchar(16) not null,
      "slug" varchar(512) not null,
      "type" varchar(64) not null,
      "title" varchar(255) not null,
      "config" regconfig not null,
      "body" text not null,
      "search_title" text not null,
      "document" tsvector not null,
      "indexed_at" timestamptz not null,
      primary key ("generation", "page_id"));`);
    this.addSql(`create index "search_entry_page_index" on "search_entry" ("page_id");`);
    this.addSql(`create index "search_entry_document_index" on "search_entry" using gin ("document");`);
    // Typo tolerance: titles close to the term (pg_trgm word similarity).
    this.addSql(`create index "search_entry_title_trgm_index" on "search_entry" using gin ("search_title" gin_trgm_ops);`);

    this.addSql(`create function "search_entry_refresh"() returns trigger language plpgsql as $$
      begin
        delete from "search_entry" where "page_id" = new."id";
        insert into "search_entry"
          select g."generation", s.*, now()
          from "search_source" s
          cross join (select "generation" from "search_index_state"
                      union select "building_generation" from "search_index_state" where "building_generation" is not null) g
          where s."page_id" = new."id"
          on conflict ("generation", "page_id") do nothing;
        return null;
      end $$;`);
    this.addSql(`create trigger "search_entry_refresh_inserted" after insert on "page"
      for each row when (new."published_version_id" is not null) execute function "search_entry_refresh"();`);
    this.addSql(`create trigger "search_entry_refresh_updated" after update on "page"
      for each row when (old."published_version_id" is distinct from new."published_version_id"
        or old."slug" is distinct from new."slug" or old."locale" is distinct from new."locale" or old."type" is distinct from new."type")
      execute function "search_entry_refresh"();`);
    // Filled by the first start's background rebuild (search/index.ts), not here: at 100,000
    // pages that takes minutes, and the site should not wait for it.
  }

  override down(): void {
    this.addSql(`drop trigger if exists "search_entry_refresh_updated" on "page";`);
    this.addSql(`drop trigger if exists "search_entry_refresh_inserted" on "page";`);
    this.addSql(`drop function if exists "search_entry_refresh"();`);
    this.addSql(`drop table if exists "search_entry";`);
    this.addSql(`drop table if exists "search_index_state";`);
    this.addSql(`drop view if exists "search_source";`);
    this.addSql(`drop function if exists "search_block_texts"(jsonb);`);
    this.addSql(`drop function if exists "search_html_text"(text);`);
    this.addSql(`drop function if exists "search_config"(text);`);
  }
}
