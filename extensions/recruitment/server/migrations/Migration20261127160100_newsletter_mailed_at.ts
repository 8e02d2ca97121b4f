import { Migration } from '@mikro-orm/migrations';

/** When a pending subscription's confirmation was last mailed: a repeated sign-up mails again only after a while. */
export class Migration20261127160100_newsletter_mailed_at extends Migration {
  override up(): void {
    this.addSql(`alter table "newsletter_subscriber" add column "confirmation_mailed_at" timestamptz null;`);
  }
}
