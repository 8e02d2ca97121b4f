import { graphql } from '../gql';
import type { SiteIdentityQuery } from '../gql/graphql';
import { query } from './graphql';

const SiteIdentityDocument = graphql(`
  query SiteIdentity($locale: String) {
    siteIdentity(locale: $locale) {
      locale
      siteName
      logo {
        id
        width
        height
        alt
      }
      favicon {
        id
      }
      shareImage {
        id
        alt
      }
      footerText
      footerLinks {
        label
        url
        slug
      }
      social {
        network
        name
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
      homeSlug
      notFoundSlug
    }
  }
`);

/** The site settings (name, logo, footer, appearance, home and 404 page) in one locale. */
export type SiteIdentity = SiteIdentityQuery['siteIdentity'];

export async function loadSiteIdentity(locals: App.Locals, locale: string): Promise<SiteIdentity> {
  return (await query(locals, SiteIdentityDocument, { locale })).siteIdentity;
}

/** The SEO title, else the page title, then " | " and the site name. */
export function documentTitle(siteName: string, title: string, seoTitle?: string | null): string {
  const pageTitle = seoTitle?.trim() || title.trim();
  return pageTitle ? `${pageTitle} | ${siteName}` : siteName;
}

/** A library image the settings chose (shared, so visitors may fetch it), `w` wide when given. */
export function settingsImageUrl(id: number, width?: number): string {
  return `/api/blokwerk/medialib/preview-image?imageID=${id}${width ? `&w=${width}` : ''}`;
}

/** Heading and body font stacks of each curated pair: system fonts only, nothing is downloaded. */
const FONT_STACKS: Record<string, { heading: string; body: string }> = {
  system: {
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  humanist: { heading: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif", body: 'system-ui, sans-serif' },
  serif: { heading: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, serif", body: 'system-ui, sans-serif' },
  classic: {
    heading: "'Iowan Old Style', 'Palatino Linotype', 'URW Palladio L', P052, serif",
    body: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, serif",
  },
  rounded: {
    heading: "ui-rounded, 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, Manjari, 'Arial Rounded MT', Calibri, source-sans-pro, sans-serif",
    body: 'system-ui, sans-serif',
  },
};

/**
 * The chosen colours and fonts as CSS custom properties (site.css, "Site settings"): links and
 * buttons in primary, the footer band in accent, the page's text and background.
 */
export function appearanceCss({ colours, fontPair }: Pick<SiteIdentity, 'colours' | 'fontPair'>): string {
  const fonts = FONT_STACKS[fontPair] ?? FONT_STACKS.system;
  const properties: [string, string][] = colours
    ? [
        ['--accent', colours.primary],
        ['--on-accent', colours.primaryText],
        ['--band', colours.accent],
        ['--on-band', colours.accentText],
        ['--background', colours.background],
        ['--surface', colours.background],
        ['--text', colours.text],
        ['--muted', colours.text],
      ]
    : [];
  if (fonts) properties.push(['--font-heading', fonts.heading], ['--font-body', fonts.body]);
  return `:root{${properties.map(([name, value]) => `${name}:${value}`).join(';')}}`;
}
