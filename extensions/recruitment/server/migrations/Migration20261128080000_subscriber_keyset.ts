import { Migration } from '@mikro-orm/migrations';

/**
 * Keyset paging of the subscriber list (issue 34): its sort orders end by the id (the cursor's
 * tie-breaker), so a page after a cursor is a range start however deep. The e-mail is unique
 * (its index serves that order); the status has two values and sorts on (status, id).
 */
export class Migration20261128080000_subscriber_keyset extends Migration {
  override up(): void {
    this.addSql(`create index "newsletter_subscriber_created_at_id_index" on "newsletter_subscriber" ("created_at", "id");`);
    this.addSql(`create index "newsletter_subscriber_last_name_id_index" on "newsletter_subscriber" ("last_name", "id");`);
    this.addSql(`create index "newsletter_subscriber_status_id_index" on "newsletter_subscriber" ("status", "id");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "newsletter_subscriber_status_id_index";`);
    this.addSql(`drop index if exists "newsletter_subscriber_last_name_id_index";`);
    this.addSql(`drop index if exists "newsletter_subscriber_created_at_id_index";`);
  }
}
