import { loadSiteIdentity, loadSiteSettings, query } from '@blokwerk/site/extension';
import type { ApplicationContact } from './application/texts';
import { graphql } from './gql';

// The extension's own field (server/settings/graphql.ts), typed by codegen from ../schema.graphql.
const RecruitmentSettingsQuery = graphql(`
  query RecruitmentSettings {
    recruitmentSettings {
      organisationName
      website
      contactTelephone
      contactEmail
      contactAddress
    }
  }
`);

/** The employer the vacancies are of: the recruitment settings, else the site's name (in its default locale) and address. */
export async function organisationOf(locals: App.Locals): Promise<{ name: string; url: string; contact: ApplicationContact }> {
  const [{ recruitmentSettings: settings }, { defaultLocale }] = await Promise.all([query(locals, RecruitmentSettingsQuery), loadSiteSettings(locals)]);
  const origin = locals.blokwerk.publicUrl.replace(/\/+$/, '');
  return {
    name: settings.organisationName || (await loadSiteIdentity(locals, defaultLocale)).siteName,
    url: settings.website ?? `${origin}/`,
    contact: { telephone: settings.contactTelephone, email: settings.contactEmail, address: settings.contactAddress },
  };
}
