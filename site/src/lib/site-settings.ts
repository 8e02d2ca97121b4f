import { graphql } from '../gql';
import type { SiteSettingsQuery } from '../gql/graphql';
import { query } from './graphql';

const SiteSettingsDocument = graphql(`
  query SiteSettings {
    settings {
      availableLocales
      defaultLocale
    }
  }
`);

export type SiteSettings = SiteSettingsQuery['settings'];

/** The locale settings every site page needs for `<html lang>` and the locale switch. */
export async function loadSiteSettings(locals: App.Locals): Promise<SiteSettings> {
  const { settings } = await query(locals, SiteSettingsDocument);
  return settings;
}
