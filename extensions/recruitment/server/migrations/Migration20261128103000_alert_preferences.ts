import { Migration } from '@mikro-orm/migrations';

/**
 * Alert preferences: employment types beside departments and places, and how often (instant
 * alerts or a weekly digest); and the digests sent, one row per subscriber and ISO week, so
 * each goes once across processes.
 */
export class Migration20261128103000_alert_preferences extends Migration {
  override up(): void {
    this.addSql(`alter table "newsletter_subscriber"
      add column "employment_types" text[] not null default '{}',
      add column "frequency" text not null default 'instant' check ("frequency" in ('instant', 'weekly'));`);
    this.addSql(`create table "vacancy_digest" (
      "subscriber_id" integer not null references "newsletter_subscriber" ("id") on delete cascade,
      "week" varchar(8) not null,
      "sent_at" timestamptz not null,
      primary key ("subscriber_id", "week"));`);
  }
}
