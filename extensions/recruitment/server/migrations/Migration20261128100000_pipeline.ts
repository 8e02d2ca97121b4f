import { Migration } from '@mikro-orm/migrations';

/** The site's default pipeline: its labels, kind and where each old status's retention days come from. */
const DEFAULT_STAGES = [
  { labels: { en: 'New', nl: 'Nieuw', de: 'Neu', fr: 'Nouvelle' }, kind: 'open', status: 'new', days: `"retention_new_days"` },
  {
    labels: { en: 'In review', nl: 'In behandeling', de: 'In Prüfung', fr: 'En cours d’examen' },
    kind: 'open',
    status: 'in-review',
    days: `"retention_in_review_days"`,
  },
  {
    labels: { en: 'Interview', nl: 'Gesprek', de: 'Vorstellungsgespräch', fr: 'Entretien' },
    kind: 'open',
    status: 'invited',
    days: `"retention_invited_days"`,
  },
  { labels: { en: 'Offer', nl: 'Aanbod', de: 'Angebot', fr: 'Offre' }, kind: 'open', status: null, days: '182' },
  { labels: { en: 'Hired', nl: 'Aangenomen', de: 'Eingestellt', fr: 'Embauché' }, kind: 'hired', status: 'hired', days: `"retention_hired_days"` },
  { labels: { en: 'Rejected', nl: 'Afgewezen', de: 'Abgelehnt', fr: 'Refusé' }, kind: 'rejected', status: 'rejected', days: `"retention_rejected_days"` },
] as const;

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * The recruiter's pipeline (issue 33): stages per site, or per vacancy (which then replace the
 * site's for it). An application sits in a stage (`stage_id`, replacing the fixed statuses) and
 * is kept the stage's retention days after it got there; rejected, it is kept at least
 * `retention_consent_days` when the applicant consented to be kept (`keep_consent_at`). The old
 * statuses move to the default stages, their retention settings become those stages' days, and
 * the notes' status history becomes a stage history.
 */
export class Migration20261128100000_pipeline extends Migration {
  override up(): void {
    this.addSql(`create table "application_stage" (
      "id" serial primary key,
      "vacancy_page_id" integer null references "page" ("id") on delete cascade,
      "position" integer not null check ("position" >= 0),
      "labels" jsonb not null check (jsonb_typeof("labels") = 'object'),
      "kind" text not null default 'open' check ("kind" in ('open', 'hired', 'rejected')),
      "retention_days" integer not null check ("retention_days" between 1 and 1095));`);
    this.addSql(`create index "application_stage_vacancy_page_id_position_index" on "application_stage" ("vacancy_page_id", "position");`);
    this.addSql(`insert into "application_stage" ("position", "labels", "kind", "retention_days")
      select "v"."position", "v"."labels"::jsonb, "v"."kind", "v"."days" from (values ${DEFAULT_STAGES.map(
        (stage, position) =>
          `(${position}, ${quoted(JSON.stringify(stage.labels))}, ${quoted(stage.kind)}, (select ${stage.days} from "recruitment_settings" where "id" = 1))`,
      ).join(', ')})
      as "v" ("position", "labels", "kind", "days");`);

    // The stage in the pipeline `pipeline` (a vacancy's; null: the site's) that an application in
    // stage `source` goes to when it moves pipelines: the first stage of the same end kind, or
    // for an open stage the last open one at or before its position (else the first stage).
    this.addSql(`create function "application_stage_counterpart"("source" integer, "pipeline" integer) returns integer language sql stable as $$
      select coalesce(
        (select "t"."id" from "application_stage" "s" join "application_stage" "t" on "t"."vacancy_page_id" is not distinct from "pipeline"
          and "t"."kind" = "s"."kind" and ("s"."kind" <> 'open' or "t"."position" <= "s"."position")
          where "s"."id" = "source"
          order by case when "s"."kind" = 'open' then -"t"."position" else "t"."position" end limit 1),
        (select "id" from "application_stage" where "vacancy_page_id" is not distinct from "pipeline" order by "position" limit 1))
    $$;`);
    // A vacancy's own stages go with the vacancy (or when it returns to the site's pipeline):
    // their applications move to the site's counterpart first.
    this.addSql(`create function "application_stage_released"() returns trigger language plpgsql as $$
      begin
        if old."vacancy_page_id" is not null then
          update "application" set "stage_id" = "application_stage_counterpart"(old."id", null) where "stage_id" = old."id";
        end if;
        return old;
      end $$;`);
    this.addSql(
      `create trigger "application_stage_released" before delete on "application_stage" for each row execute function "application_stage_released"();`,
    );

    this.addSql(`alter table "application"
      add column "stage_id" integer null references "application_stage" ("id"),
      add column "locale" varchar(16) null,
      add column "keep_consent_at" timestamptz null;`);
    this.addSql(`update "application" "a" set
      "stage_id" = (select "id" from "application_stage" where "vacancy_page_id" is null and "position" = case "a"."status"
        ${DEFAULT_STAGES.flatMap((stage, position) => (stage.status ? [`when ${quoted(stage.status)} then ${position}`] : [])).join(' ')} end),
      "locale" = coalesce((select "locale" from "page" where "id" = "a"."vacancy_page_id"), (select "default_locale" from "settings" limit 1), 'nl');`);
    this.addSql(`alter table "application"
      alter column "stage_id" set not null,
      alter column "locale" set not null;`);
    this.addSql(`alter table "application" rename column "status_changed_at" to "stage_changed_at";`);
    this.addSql(`alter index "application_status_changed_at_index" rename to "application_stage_changed_at_index";`);
    this.addSql(`create index "application_stage_id_index" on "application" ("stage_id");`);
    this.addSql(`alter table "application" drop column "status";`);

    this.addSql(`alter table "application_note"
      add column "stage_from_id" integer null references "application_stage" ("id") on delete set null,
      add column "stage_to_id" integer null references "application_stage" ("id") on delete set null,
      add column "stage_from_labels" jsonb null,
      add column "stage_to_labels" jsonb null;`);
    for (const side of ['from', 'to']) {
      this.addSql(`update "application_note" "n" set "stage_${side}_id" = "s"."id", "stage_${side}_labels" = "s"."labels"
        from "application_stage" "s" where "s"."vacancy_page_id" is null and "s"."position" = case "n"."status_${side}"
        ${DEFAULT_STAGES.flatMap((stage, position) => (stage.status ? [`when ${quoted(stage.status)} then ${position}`] : [])).join(' ')} end;`);
    }
    this.addSql(`alter table "application_note" drop column "status_from", drop column "status_to";`);

    this.addSql(`alter table "recruitment_settings"
      drop column "retention_new_days", drop column "retention_in_review_days", drop column "retention_invited_days",
      drop column "retention_rejected_days", drop column "retention_hired_days",
      add column "retention_consent_days" smallint not null default 365 check ("retention_consent_days" between 1 and 1095);`);
  }
}
