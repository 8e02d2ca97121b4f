import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { query } from '@blokwerk/site/lib/graphql';
import { SITE_NAME } from '@blokwerk/site/lib/site-identity';
import type { ApplicationContact } from './application/texts';

interface Settings {
  organisationName: string;
  website: string | null;
  contactTelephone: string;
  contactEmail: string;
  contactAddress: string;
}

// The extension's own field (server/settings/graphql.ts).
const RecruitmentSettingsQuery: TypedDocumentNode<{ recruitmentSettings: Settings }, Record<string, never>> = parse(`
  query RecruitmentSettings {
    recruitmentSettings { organisationName website contactTelephone contactEmail contactAddress }
  }
`);

/** The employer the vacancies are of: the recruitment settings, else the site's name and address. */
export async function organisationOf(locals: App.Locals): Promise<{ name: string; url: string; contact: ApplicationContact }> {
  const { recruitmentSettings: settings } = await query(locals, RecruitmentSettingsQuery);
  const origin = locals.blokwerk.publicUrl.replace(/\/+$/, '');
  return {
    name: settings.organisationName || SITE_NAME,
    url: settings.website ?? `${origin}/`,
    contact: { telephone: settings.contactTelephone, email: settings.contactEmail, address: settings.contactAddress },
  };
}
