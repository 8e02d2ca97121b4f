import { Migration } from '@mikro-orm/migrations';

/**
 * Content checks (issue 32): the ids of the checks whose problems block publication. None by
 * default, so a site's publishing goes on as before until an administrator chooses some.
 */
export class Migration20261128050000_blocking_checks extends Migration {
  override up(): void {
    this.addSql(`alter table "settings" add column "blocking_checks" text[] not null default '{}';`);
  }

  override down(): void {
    this.addSql(`alter table "settings" drop column if exists "blocking_checks";`);
  }
}
