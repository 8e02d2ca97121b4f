import { Migration } from '@mikro-orm/migrations';

/** The recruitment site's settings: one row. An empty organisation name means the site's name. */
export class Migration20261125210000_settings extends Migration {
  override up(): void {
    this.addSql(`create table "recruitment_settings" (
      "id" smallint primary key check ("id" = 1),
      "organisation_name" varchar(200) not null default '',
      "website" varchar(500) null);`);
    this.addSql(`insert into "recruitment_settings" ("id") values (1);`);
  }
}
