import { Migration } from '@mikro-orm/migrations';

/** How a visitor reaches the employer when applying online fails: telephone, e-mail, address. */
export class Migration20261125233000_contact extends Migration {
  override up(): void {
    this.addSql(`alter table "recruitment_settings"
      add column "contact_telephone" varchar(40) not null default '',
      add column "contact_email" varchar(254) not null default '',
      add column "contact_address" varchar(300) not null default '';`);
  }
}
