import { Migration } from '@mikro-orm/migrations';

/** The columns of one of an application's files (its key names it in the private area). */
const file = (name: string) => `
      "${name}_file_name" varchar(255) not null,
      "${name}_size" integer not null check ("${name}_size" between 1 and 5242880),
      "${name}_content_type" varchar(100) not null,
      "${name}_storage_key" char(64) not null unique,`;

/**
 * Open applications with their two private files (kept in the media storage's private area
 * `applications`, by key), the spent bot-check solutions, the submissions per address of the
 * last hour (the rate limit), and the recruiter the applications are mailed to.
 */
export class Migration20261126120000_applications extends Migration {
  override up(): void {
    this.addSql(`create table "application" (
      "id" serial primary key,
      "vacancy_page_id" integer null references "page" ("id") on delete set null,
      "name" varchar(200) not null,
      "desired_function" varchar(200) not null,
      "telephone" varchar(40) not null,
      "email" varchar(254) not null,
      "message" text not null,
      "consent_at" timestamptz not null,
      "status" text not null default 'new' check ("status" in ('new', 'in-review', 'invited', 'rejected', 'hired')),
      "status_changed_at" timestamptz not null,
      "created_at" timestamptz not null,
      "removal_token_hash" char(64) not null unique,${file('cv')}${file('motivation')}
      check ("cv_storage_key" <> "motivation_storage_key"));`);
    this.addSql(`create index "application_created_at_index" on "application" ("created_at");`);
    this.addSql(`create table "altcha_solution" ("nonce" varchar(64) primary key, "expires_at" timestamptz not null);`);
    this.addSql(`create table "application_submission" ("id" bigserial primary key, "ip" varchar(64) not null, "at" timestamptz not null default now());`);
    this.addSql(`create index "application_submission_ip_at_index" on "application_submission" ("ip", "at");`);
    this.addSql(`alter table "recruitment_settings" add column "recruiter_email" varchar(254) null;`);
  }
}
