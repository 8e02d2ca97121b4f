import { Migration } from '@mikro-orm/migrations';

/**
 * Files follow the transaction (docs/operations.md, "Files and transactions").
 *
 * `stored_file`: every committed file of a private area (an extension's uploads), one row each,
 * written in the transaction that keeps the file and deleted in the one that lets it go. What a
 * backup copies, and what "this file has a row" means for a private file. `sha256` is null only
 * for files kept before this table existed.
 *
 * `file_journal`: files that may have no row. An entry is written (committed on its own) before
 * a file is placed and deleted by the transaction that keeps it; a deleting transaction writes
 * one for each file it lets go. So after a rollback or a crash at any instant the entry remains,
 * and the remover (modules/media/files/remover.ts) deletes the file unless a row names it.
 * `store` is `objects` (the media library's originals, by hash) or `private/<area>`.
 */
export class Migration20261127010000_file_journal extends Migration {
  override up(): void {
    this.addSql(`create table "stored_file" (
      "area" varchar(40) not null,
      "key" char(64) not null,
      "size" bigint not null check ("size" >= 0),
      "sha256" char(64) null,
      "created_at" timestamptz not null default now(),
      primary key ("area", "key"));`);
    this.addSql(`create table "file_journal" (
      "id" bigserial primary key,
      "store" varchar(64) not null,
      "key" varchar(64) not null,
      "since" timestamptz not null default now(),
      "attempts" integer not null default 0);`);
    this.addSql(`create index "file_journal_since_index" on "file_journal" ("since");`);
  }
}
