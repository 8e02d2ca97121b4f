import { Migration } from '@mikro-orm/migrations';

/**
 * Who has which page open in the editor (modules/presence): one row per browser tab, kept alive
 * by heartbeats, read as absent 30 s after the last one. In the database so that every process
 * sees the editors any other process heard from.
 */
export class Migration20261128030000_editor_presence extends Migration {
  override up(): void {
    this.addSql(`create table "editor_presence" (
      "user_id" int not null references "app_user" ("id") on delete cascade,
      "tab_id" uuid not null,
      "page_id" int not null references "page" ("id") on delete cascade,
      "dirty" boolean not null default false,
      "since" timestamptz not null default now(),
      "seen_at" timestamptz not null default now(),
      primary key ("user_id", "tab_id")
    );`);
    this.addSql(`create index "editor_presence_page_id_index" on "editor_presence" ("page_id");`);
    this.addSql(`create index "editor_presence_seen_at_index" on "editor_presence" ("seen_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "editor_presence";`);
  }
}
