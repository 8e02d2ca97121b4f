import { Migration } from '@mikro-orm/migrations';

export class Migration20261125100000_notes extends Migration {
  override up(): void {
    this.addSql(`create table "test_note" ("id" serial primary key, "title" varchar(200) not null, "created_at" timestamptz not null);`);
  }
}
