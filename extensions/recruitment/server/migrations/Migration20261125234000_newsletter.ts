import { Migration } from '@mikro-orm/migrations';

/** Newsletter subscribers (double opt-in) with their vacancy alerts, and the vacancies already alerted. */
export class Migration20261125234000_newsletter extends Migration {
  override up(): void {
    this.addSql(`create table "newsletter_subscriber" (
      "id" serial primary key,
      "first_name" varchar(100) not null,
      "last_name" varchar(100) not null,
      "email" varchar(254) not null unique,
      "status" text not null check ("status" in ('pending', 'confirmed')),
      "alerts" boolean not null default false,
      "departments" text[] not null default '{}',
      "localities" text[] not null default '{}',
      "locale" varchar(16) not null,
      "created_at" timestamptz not null,
      "confirmed_at" timestamptz null);`);
    this.addSql(`create table "vacancy_alert" ("page_id" integer primary key references "page" ("id") on delete cascade, "sent_at" timestamptz not null);`);
  }
}
