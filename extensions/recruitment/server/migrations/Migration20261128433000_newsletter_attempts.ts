import { Migration } from '@mikro-orm/migrations';

/**
 * The newsletter sign-ups per address of the last hour (the rate limit), in a table of the
 * extension's own: they were counted from core's audit log, a table no extension reads.
 */
export class Migration20261128433000_newsletter_attempts extends Migration {
  override up(): void {
    this.addSql(`create table "newsletter_signup_attempt" ("id" bigserial primary key, "ip" varchar(64) not null, "at" timestamptz not null default now());`);
    this.addSql(`create index "newsletter_signup_attempt_ip_at_index" on "newsletter_signup_attempt" ("ip", "at");`);
  }

  override down(): void {
    this.addSql(`drop table "newsletter_signup_attempt";`);
  }
}
