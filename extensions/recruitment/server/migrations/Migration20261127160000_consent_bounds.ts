import { Migration } from '@mikro-orm/migrations';

/**
 * The cookie-consent log, bounded: one row per visitor (consent id) and policy revision, holding
 * their latest choice under it (older duplicates go: the latest is the choice relied on), and
 * the log requests per address of the last few minutes (the rate limit).
 */
export class Migration20261127160000_consent_bounds extends Migration {
  override up(): void {
    this.addSql(
      `delete from "cookie_consent" a using "cookie_consent" b where a."consent_id" = b."consent_id" and a."revision" = b."revision" and a."id" < b."id";`,
    );
    this.addSql(`drop index "cookie_consent_consent_id_index";`);
    this.addSql(`create unique index "cookie_consent_consent_id_revision_unique" on "cookie_consent" ("consent_id", "revision");`);
    this.addSql(`create index "cookie_consent_created_at_index" on "cookie_consent" ("created_at");`);
    this.addSql(`create table "consent_log_attempt" ("id" bigserial primary key, "ip" varchar(64) not null, "at" timestamptz not null default now());`);
    this.addSql(`create index "consent_log_attempt_ip_at_index" on "consent_log_attempt" ("ip", "at");`);
  }
}
