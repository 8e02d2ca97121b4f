import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_TEMPLATES } from '../candidate-mails/default-templates.js';

/** A string as an SQL literal (standard-conforming strings: only quotes need doubling). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Candidate mails: the mails sent to applicants (their history: who sent what, when), and the
 * templates per stage and locale, seeded in nl and en for the site's default stages (after the
 * pipeline's migration made them): the first stage, interview and offer by their English
 * label, and the end stages hired and rejected by their kind.
 */
export class Migration20261128101500_candidate_mails extends Migration {
  override up(): void {
    this.addSql(`create table "application_mail" (
      "id" serial primary key,
      "application_id" integer not null references "application" ("id") on delete cascade,
      "at" timestamptz not null default now(),
      "author_id" integer null references "app_user" ("id") on delete set null,
      "author_email" varchar(254) null,
      "recipient" varchar(254) not null,
      "subject" varchar(200) not null,
      "body" text not null check (length("body") <= 10000));`);
    this.addSql(`create index "application_mail_application_id_index" on "application_mail" ("application_id", "at");`);
    this.addSql(`create table "candidate_mail_template" (
      "id" serial primary key,
      "stage_id" integer not null references "application_stage" ("id") on delete cascade,
      "locale" varchar(16) not null,
      "subject" varchar(200) not null,
      "body" text not null check (length("body") <= 10000),
      "updated_at" timestamptz not null default now(),
      constraint "candidate_mail_template_stage_id_locale_unique" unique ("stage_id", "locale"));`);
    const values = DEFAULT_TEMPLATES.map((t) => `(${[t.which, t.locale, t.subject, t.body].map(literal).join(', ')})`).join(',\n');
    this.addSql(`insert into "candidate_mail_template" ("stage_id", "locale", "subject", "body")
      select "s"."id", "t"."locale", "t"."subject", "t"."body"
      from (values ${values}) as "t" ("which", "locale", "subject", "body")
      join (select "id", case
          when "position" = (select min("position") from "application_stage" where "vacancy_page_id" is null) then 'first'
          when "kind" = 'hired' then 'hired'
          when "kind" = 'rejected' then 'rejected'
          when lower("labels"->>'en') = 'interview' then 'interview'
          when lower("labels"->>'en') = 'offer' then 'offer'
        end as "which"
        from "application_stage" where "vacancy_page_id" is null) as "s" on "s"."which" = "t"."which";`);
  }
}
