import { DomainError, content, type OperationContext } from '@blokwerk/server/extension';
import { applicantPageUrl } from '../applicant/link.js';
import { labelIn, type StageRow } from '../pipeline/stages.js';
import { readRecruitmentSettings } from '../settings/operations.js';
import type { PlaceholderValues } from './placeholders.js';

type Ctx = Pick<OperationContext, 'em' | 'services'>;

/** What `{vacancy}` says of an open application, per language (English for others). */
const OPEN_APPLICATION: Record<string, string> = { nl: 'open sollicitatie', en: 'open application', de: 'Initiativbewerbung', fr: 'candidature spontanée' };

/** The employer's name: the recruitment settings' organisation, else the site's name in `locale`. */
export async function companyName(ctx: Ctx, locale: string): Promise<string> {
  const { organisationName } = await readRecruitmentSettings(ctx);
  return organisationName || content.siteName(ctx, locale);
}

/** A stage by id: V_12 (404) on `property` when there is none. */
export async function stageRow(ctx: Ctx, id: number, property = 'stageID'): Promise<StageRow> {
  const [row] = await ctx.em.execute<StageRow[]>(`select * from "application_stage" where "id" = ?`, [id]);
  if (!row) throw new DomainError('V_12', property, 404);
  return row;
}

export interface Recipient {
  id: number;
  email: string;
  locale: string;
  values: PlaceholderValues;
}

/**
 * An application's applicant as a mail to them in `stage` sees them: address, language and the
 * placeholders' values (V_12, 404, when there is no such application); `{statusLink}` is kept,
 * filled in only when the mail is sent (links.ts).
 */
export async function recipientOf(ctx: Ctx, applicationId: number, stage: StageRow): Promise<Recipient> {
  const [row] = await ctx.em.execute<{ id: number; name: string; email: string; locale: string; vacancy_page_id: number | null }[]>(
    `select "id", "name", "email", "locale", "vacancy_page_id" from "application" where "id" = ?`,
    [applicationId],
  );
  if (!row) throw new DomainError('V_12', 'applicationID', 404);
  const [vacancy] = row.vacancy_page_id === null ? [] : (await content.pageFacts(ctx, { ids: [row.vacancy_page_id] })).items;
  return {
    id: row.id,
    email: row.email,
    locale: row.locale,
    values: {
      name: row.name,
      vacancy: vacancy?.title ?? OPEN_APPLICATION[row.locale] ?? OPEN_APPLICATION.en ?? '',
      company: await companyName(ctx, row.locale),
      stage: labelIn(stage.labels, row.locale),
    },
  };
}

/** The placeholders' values an editor previews a template with: a made-up applicant, the real company and stage. */
export async function sampleValues(ctx: Ctx, stage: StageRow, locale: string): Promise<PlaceholderValues> {
  const english = !locale.startsWith('nl');
  return {
    name: english ? 'Sam Taylor' : 'Sam de Vries',
    vacancy: english ? 'Customer service advisor' : 'Medewerker klantenservice',
    company: await companyName(ctx, locale),
    stage: labelIn(stage.labels, locale),
    statusLink: applicantPageUrl(ctx.services, 'example'),
  };
}
