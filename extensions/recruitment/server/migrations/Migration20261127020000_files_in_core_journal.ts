import { Migration } from '@mikro-orm/migrations';

/**
 * The applications' files follow their transactions through core's file registry and journal
 * (privateFiles): every kept file gets its `stored_file` row (no checksum was kept for these), the
 * removals still queued here move to core's journal, and this extension's own queue goes.
 */
export class Migration20261127020000_files_in_core_journal extends Migration {
  override up(): void {
    this.addSql(`insert into "stored_file" ("area", "key", "size", "created_at")
      select 'applications', "cv_storage_key", "cv_size", "created_at" from "application"
      union all select 'applications', "motivation_storage_key", "motivation_size", "created_at" from "application"
      on conflict do nothing;`);
    this.addSql(`insert into "file_journal" ("store", "key", "since") select 'private/applications', "storage_key", "since" from "application_file_removal";`);
    this.addSql(`drop table "application_file_removal";`);
  }
}
