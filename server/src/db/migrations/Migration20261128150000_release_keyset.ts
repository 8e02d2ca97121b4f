import { Migration } from '@mikro-orm/migrations';

/**
 * Keyset paging of the release list (issue 34, operations/keyset-list.ts): the list of one
 * status continues after a cursor on (status, created_at, id), a range start however deep; the
 * whole list has its (created_at, id) index already. The publication requests page on their
 * partial index of pending requests by (requested_at, id); the pages using a media file are
 * chosen on the versions' GIN index and sorted among themselves.
 */
export class Migration20261128150000_release_keyset extends Migration {
  override up(): void {
    this.addSql(`create index "release_status_created_index" on "release" ("status", "created_at", "id");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "release_status_created_index";`);
  }
}
