import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { query } from '@blokwerk/site/lib/graphql';
import { SITE_NAME } from '@blokwerk/site/lib/site-identity';

// The extension's own field (server/settings/graphql.ts).
const RecruitmentSettingsQuery: TypedDocumentNode<{ recruitmentSettings: { organisationName: string; website: string | null } }, Record<string, never>> = parse(`
  query RecruitmentSettings {
    recruitmentSettings { organisationName website }
  }
`);

/** The employer the vacancies are of: the recruitment settings, else the site's name and address. */
export async function organisationOf(locals: App.Locals): Promise<{ name: string; url: string }> {
  const { recruitmentSettings } = await query(locals, RecruitmentSettingsQuery);
  const origin = locals.blokwerk.publicUrl.replace(/\/+$/, '');
  return { name: recruitmentSettings.organisationName || SITE_NAME, url: recruitmentSettings.website ?? `${origin}/` };
}
