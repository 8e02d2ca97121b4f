import { Migration } from '@mikro-orm/migrations';

/**
 * Existing groups get a source without a flag: the group's oldest page in the default locale
 * (or its oldest page) with its current head version. The source itself has none. Exported for
 * its test (server/test/pages/translation-status.test.ts).
 */
export const ASSIGN_SOURCES = `with "source" as (
    select distinct on (p."translation_group") p."translation_group", p."id", p."head_version_id"
    from "page" p
    where exists (select 1 from "page" o where o."translation_group" = p."translation_group" and o."id" <> p."id")
    order by p."translation_group", (p."locale" = (select "default_locale" from "settings" limit 1)) desc, p."created_at", p."id"
  )
  update "page" t set "source_page_id" = s."id", "source_version_id" = s."head_version_id"
  from "source" s where t."translation_group" = s."translation_group" and t."id" <> s."id";`;

/**
 * Translations that know they are stale: each translation names its source page and the source
 * version it was made from or last brought up to date from. Out of date = the source's head is
 * another version than the recorded one (modules/pages/translation-source.ts).
 */
export class Migration20261128010000_translation_source extends Migration {
  override up(): void {
    this.addSql(`alter table "page"
      add column "source_page_id" int null,
      add column "source_version_id" int null;`);
    this.addSql(`alter table "page" add constraint "page_source_page_fk" foreign key ("source_page_id") references "page" ("id") on delete set null;`);
    this.addSql(
      `alter table "page" add constraint "page_source_version_fk" foreign key ("source_version_id") references "page_version" ("id") on delete set null;`,
    );
    // The translation status of a group and the cascades of a deleted source read these.
    this.addSql(`create index "page_source_page_index" on "page" ("source_page_id") where "source_page_id" is not null;`);
    this.addSql(`create index "page_source_version_index" on "page" ("source_version_id") where "source_version_id" is not null;`);
    this.addSql(ASSIGN_SOURCES);
  }

  override down(): void {
    this.addSql(`alter table "page" drop column if exists "source_version_id", drop column if exists "source_page_id";`);
  }
}
