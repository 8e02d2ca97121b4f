import { Migration } from '@mikro-orm/migrations';

/** A retention column of the settings: days (1–1095) an application of `status` is kept after its last status change. */
const days = (status: string, value: number) =>
  `add column "retention_${status}_days" smallint not null default ${value} check ("retention_${status}_days" between 1 and 1095)`;

/**
 * The applications in the admin: their notes (a status change is a note that names the old and
 * the new status, so the notes are the status history too), how long an application is kept
 * after its last status change (per status, in the recruitment settings), and the files whose
 * application is gone but whose removal from the private area is still to be done (or failed,
 * and is tried again by the retention sweep).
 */
export class Migration20261126160000_application_admin extends Migration {
  override up(): void {
    this.addSql(`create table "application_note" (
      "id" serial primary key,
      "application_id" integer not null references "application" ("id") on delete cascade,
      "at" timestamptz not null default now(),
      "author_id" integer null references "app_user" ("id") on delete set null,
      "author_email" varchar(254) null,
      "status_from" text null,
      "status_to" text null,
      "text" text not null default '' check (length("text") <= 5000));`);
    this.addSql(`create index "application_note_application_id_index" on "application_note" ("application_id", "at");`);
    this.addSql(`create index "application_status_changed_at_index" on "application" ("status_changed_at");`);
    this.addSql(`create table "application_file_removal" ("storage_key" char(64) primary key, "since" timestamptz not null default now());`);
    // Four weeks after a rejection (the Dutch DPA's guidance for applicants' data); a hire's
    // application is kept 13 weeks (into the trial period); one left new, in review or invited
    // goes after 26 weeks at the latest.
    const columns = [days('new', 182), days('in_review', 182), days('invited', 182), days('rejected', 28), days('hired', 91)];
    this.addSql(`alter table "recruitment_settings" ${columns.join(', ')};`);
  }
}
