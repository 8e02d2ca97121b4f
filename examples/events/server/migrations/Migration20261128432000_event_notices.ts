import { Migration } from '@mikro-orm/migrations';

/** Event notices; deleting the event's page deletes its notices. */
export class Migration20261128432000_event_notices extends Migration {
  override up(): void {
    this.addSql(`create table "event_notice" (
      "id" serial primary key,
      "page_id" int not null references "page" ("id") on delete cascade,
      "text" varchar(200) not null,
      "created_at" timestamptz not null);`);
    this.addSql(`create index "event_notice_page_id_index" on "event_notice" ("page_id");`);
  }
}
