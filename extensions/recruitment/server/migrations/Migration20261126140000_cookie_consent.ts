import { Migration } from '@mikro-orm/migrations';

/**
 * Cookie consent: every choice a visitor makes, kept so consent can be demonstrated, and the
 * revision of the cookie policy (a new one asks every visitor again).
 */
export class Migration20261126140000_cookie_consent extends Migration {
  override up(): void {
    this.addSql(`create table "cookie_consent" (
      "id" bigserial primary key,
      "consent_id" uuid not null,
      "categories" text[] not null,
      "revision" int not null check ("revision" >= 0),
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "cookie_consent_consent_id_index" on "cookie_consent" ("consent_id", "created_at");`);
    this.addSql(`create table "cookie_consent_policy" (
      "id" smallint primary key check ("id" = 1),
      "revision" int not null default 1 check ("revision" >= 0));`);
    this.addSql(`insert into "cookie_consent_policy" ("id") values (1);`);
  }
}
