import { Migration } from '@mikro-orm/migrations';

/**
 * Keyset paging of the media file search (issue 34, operations/keyset-list.ts): each sort order
 * gets an index ended by the id (the cursor's tie-breaker), so a page after a cursor is a range
 * start however deep. The version history pages on the unique (page, revision); the user list
 * stays small and needs none.
 */
export class Migration20261128080000_list_keyset extends Migration {
  override up(): void {
    this.addSql(`create index "media_file_file_name_id_index" on "media_file" ("file_name", "id");`);
    this.addSql(`create index "media_file_created_at_id_index" on "media_file" ("created_at", "id");`);
    this.addSql(`create index "media_file_updated_at_id_index" on "media_file" ("updated_at", "id");`);
    this.addSql(`create index "media_file_size_id_index" on "media_file" ("size", "id");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "media_file_size_id_index";`);
    this.addSql(`drop index if exists "media_file_updated_at_id_index";`);
    this.addSql(`drop index if exists "media_file_created_at_id_index";`);
    this.addSql(`drop index if exists "media_file_file_name_id_index";`);
  }
}
