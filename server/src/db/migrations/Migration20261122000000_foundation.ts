import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000_foundation extends Migration {
  override up(): void {
    this.addSql(`create table "settings" (
      "id" int not null,
      "available_locales" text[] not null,
      "default_locale" varchar(16) not null,
      "custom_slug_locales" text[] not null,
      "updated_at" timestamptz not null,
      constraint "settings_pkey" primary key ("id"));`);
    this.addSql(`insert into "settings" ("id", "available_locales", "default_locale", "custom_slug_locales", "updated_at")
      values (1, '{nl,en}', 'nl', '{nl,en}', now());`);

    // Layout required by connect-pg-simple.
    this.addSql(`create table "http_session" (
      "sid" varchar not null,
      "sess" json not null,
      "expire" timestamp(6) not null,
      constraint "http_session_pkey" primary key ("sid"));`);
    this.addSql(`create index "http_session_expire_idx" on "http_session" ("expire");`);

    this.addSql(`create table "app_secret" (
      "key" varchar(64) not null,
      "value" text not null,
      constraint "app_secret_pkey" primary key ("key"));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "app_secret";`);
    this.addSql(`drop table if exists "http_session";`);
    this.addSql(`drop table if exists "settings";`);
  }
}
