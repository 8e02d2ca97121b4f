import { graphql } from '../../gql';

graphql(`
  fragment SiteSettingsFields on SiteSettings {
    siteName {
      locale
      value
    }
    logoId
    faviconId
    shareImageId
    footerText {
      locale
      value
    }
    footerLinks {
      locale
      label
      pageId
      url
    }
    social {
      network
      url
    }
    colours {
      primary
      primaryText
      accent
      accentText
      background
      text
    }
    fontPair
    homePages {
      locale
      pageId
    }
    notFoundPages {
      locale
      pageId
    }
    mailSender {
      name
      address
    }
  }
`);

export const SiteSettingsScreenQuery = graphql(`
  query SiteSettingsScreen {
    siteSettings {
      ...SiteSettingsFields
    }
    settings {
      availableLocales
      defaultLocale
    }
    socialNetworks {
      id
      name
    }
  }
`);

export const UpdateSiteSettingsMutation = graphql(`
  mutation UpdateSiteSettings($input: SiteSettingsInput!) {
    updateSiteSettings(input: $input) {
      ...SiteSettingsFields
    }
  }
`);
