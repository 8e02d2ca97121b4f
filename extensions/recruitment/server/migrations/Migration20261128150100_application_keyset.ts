import { Migration } from '@mikro-orm/migrations';

/**
 * Keyset paging of the applications in the admin (issue 34, sqlKeyset): the orders on the
 * application's own columns end by the id (the cursor's tie-breaker), so a page after a cursor
 * is a range start however deep; the name and e-mail sort without case. The stage, vacancy and
 * deletion orders come from joined rows and stay sorts. The consent log pages on its primary key.
 */
export class Migration20261128150100_application_keyset extends Migration {
  override up(): void {
    this.addSql(`drop index if exists "application_created_at_index";`);
    this.addSql(`create index "application_created_at_id_index" on "application" ("created_at", "id");`);
    this.addSql(`create index "application_name_id_index" on "application" (lower("name"), "id");`);
    this.addSql(`create index "application_email_id_index" on "application" (lower("email"), "id");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "application_email_id_index";`);
    this.addSql(`drop index if exists "application_name_id_index";`);
    this.addSql(`drop index if exists "application_created_at_id_index";`);
    this.addSql(`create index "application_created_at_index" on "application" ("created_at");`);
  }
}
