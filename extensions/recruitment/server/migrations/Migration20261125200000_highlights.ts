import { Migration } from '@mikro-orm/migrations';

/** The highlighted vacancies, in order; a deleted page leaves the list. */
export class Migration20261125200000_highlights extends Migration {
  override up(): void {
    this.addSql(`create table "vacancy_highlight" (
      "position" smallint primary key check ("position" between 0 and 5),
      "page_id" int not null unique references "page" ("id") on delete cascade);`);
  }
}
