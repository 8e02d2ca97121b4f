import { Migration } from '@mikro-orm/migrations';

/** How many days after it is posted a vacancy carries the 'new' badge. */
export class Migration20261125230000_new_for_days extends Migration {
  override up(): void {
    this.addSql(`alter table "recruitment_settings" add column "new_for_days" smallint not null default 14 check ("new_for_days" between 0 and 365);`);
  }
}
