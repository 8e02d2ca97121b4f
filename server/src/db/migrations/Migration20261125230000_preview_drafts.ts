import { Migration } from '@mikro-orm/migrations';

/**
 * Unsaved drafts an editor's live preview shows (modules/pages/preview-drafts.ts): short-lived,
 * in the database so that any process can render what another one received.
 */
export class Migration20261125230000_preview_drafts extends Migration {
  override up(): void {
    this.addSql(`create table "preview_draft" (
      "token" varchar(64) primary key,
      "page_id" int not null references "page" ("id") on delete cascade,
      "user_id" int not null references "app_user" ("id") on delete cascade,
      "content" jsonb not null,
      "expires_at" timestamptz not null
    );`);
    this.addSql(`create index "preview_draft_expires_at_index" on "preview_draft" ("expires_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "preview_draft";`);
  }
}
