import { Migration } from '@mikro-orm/migrations';

/**
 * Each editor's autosaved working draft of a page (modules/pages/working-drafts.ts): one row per
 * page and user, overwritten by every autosave, gone when that user stores a version. Not a
 * version: history never shows it, and only its own user ever reads it.
 */
export class Migration20261128020000_working_drafts extends Migration {
  override up(): void {
    this.addSql(`create table "page_working_draft" (
      "page_id" int not null references "page" ("id") on delete cascade,
      "user_id" int not null references "app_user" ("id") on delete cascade,
      "base_version_id" int not null references "page_version" ("id") on delete cascade,
      "base_revision" int not null,
      "content" jsonb not null,
      "updated_at" timestamptz not null default now(),
      primary key ("page_id", "user_id"));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "page_working_draft";`);
  }
}
