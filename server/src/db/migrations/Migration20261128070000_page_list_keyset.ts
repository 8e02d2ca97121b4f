import { Migration } from '@mikro-orm/migrations';

/**
 * Keyset paging of the page overview at 1,000,000 pages (issue 34, pages/list-query.ts): the
 * admin always lists one locale, so each sort order gets an index led by the locale and ended
 * by the id (the cursor's tie-breaker). A page after a cursor is then a range start on one of
 * them, however deep, and a small locale is not found by walking past the others. The type
 * overview's index gains the id for the same reason. The date index carries the search column,
 * as the unqualified one does, so a common search term is filtered on the index alone.
 */
export class Migration20261128070000_page_list_keyset extends Migration {
  override up(): void {
    this.addSql(`create index "page_locale_updated_at_index" on "page" ("locale", "updated_at", "id") include ("search_text");`);
    this.addSql(`create index "page_locale_created_at_index" on "page" ("locale", "created_at", "id");`);
    this.addSql(`create index "page_locale_title_index" on "page" ("locale", "title", "id");`);
    this.addSql(`drop index "page_type_locale_index";`);
    this.addSql(`create index "page_type_locale_index" on "page" ("type", "locale", "updated_at", "id");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "page_type_locale_index";`);
    this.addSql(`create index "page_type_locale_index" on "page" ("type", "locale", "updated_at");`);
    this.addSql(`drop index if exists "page_locale_title_index";`);
    this.addSql(`drop index if exists "page_locale_created_at_index";`);
    this.addSql(`drop index if exists "page_locale_updated_at_index";`);
  }
}
