import { pageTypeView } from '../extensions/registry';
import { blocksOf, imageEntryOf, isRecord, type ImageEntry } from '../lib/block-content';
import { seoImageUrl } from '../lib/media-url';
import type { SiteIdentity } from '../lib/site-identity';
import { localeHref } from '../lib/site-path';
import { tagHref, type TaggedPagesAnswer } from '../lib/tag-pages';

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The SEO part of a published page's `<head>`. */
export interface PageHead {
  /** The SEO title, else the page title (the `<title>` adds the site name). */
  title: string;
  description: string;
  keywords: readonly string[];
  canonical: string;
  /** The page and its published siblings, plus x-default when one is in the default locale. */
  alternates: readonly Alternate[];
  ogLocale: string;
  ogLocaleAlternates: readonly string[];
  image?: { url: string; alt: string };
  /** schema.org JSON-LD, serialized for a `<script type="application/ld+json">`. */
  jsonLd?: string;
  /** Kept out of search engines' indexes (a page type's view decides, e.g. an event that is over). */
  noindex: boolean;
}

/** A published page as the head needs it, with its published siblings and its page type's schema.org type. */
export interface HeadSource {
  page: { id: number; locale: string; slug: string; type: string };
  version: {
    title: string;
    seoTitle: string;
    seoDescription: string;
    seoKeywords: readonly string[];
    seoImage: unknown;
    createdAt: string;
    typeData: unknown;
    blocks: unknown;
  };
  siblings: readonly { locale: string; slug: string }[];
  jsonLdType: string | null;
}

/** Intl.Locale#maximize is slow enough to show in every render; a site has a handful of locales. */
const ogLocales = new Map<string, string>();

/** OpenGraph wants language_TERRITORY (nl → nl_NL): the likely territory when the locale names none. */
export function ogLocale(locale: string): string {
  const known = ogLocales.get(locale);
  if (known !== undefined) return known;
  let tag = locale;
  try {
    const { language, region } = new Intl.Locale(locale).maximize();
    tag = region ? `${language}_${region}` : language;
  } catch {
    // Not a locale Intl knows: used as it is.
  }
  if (ogLocales.size < 100) ogLocales.set(locale, tag);
  return tag;
}

function seoImageOf(value: unknown): ImageEntry | undefined {
  const [first]: unknown[] = Array.isArray(value) ? value : [];
  return isRecord(first) && typeof first.hash === 'string' && typeof first.fileName === 'string'
    ? imageEntryOf({ ...first, hash: first.hash, fileName: first.fileName })
    : undefined;
}

/** JSON text safe inside a script element: `<` never closes it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The head of a published page and the paths of its siblings (for the locale switch), from its
 * published version, its published siblings and its page type's schema.org type (all read with
 * the page: published-page.ts). A page type whose site view builds its own JSON-LD (from
 * typeData) gets that instead of the generic one. The publisher is the site: its name and
 * social profiles (`sameAs`) from the site settings.
 */
export async function pageHead(
  locals: App.Locals,
  defaultLocale: string,
  { page, version, siblings: pageSiblings, jsonLdType: pageTypeJsonLd }: HeadSource,
  site: Pick<SiteIdentity, 'siteName' | 'social'>,
): Promise<{ head: PageHead; localeSlugs: Record<string, string> }> {
  const origin = locals.blokwerk.publicUrl.replace(/\/+$/, '');
  const url = (locale: string, slug: string) => `${origin}${localeHref(locale, defaultLocale, slug)}`;
  const variants = [{ locale: page.locale, slug: page.slug }, ...pageSiblings];
  const inDefault = variants.find((v) => v.locale === defaultLocale);
  const alternates = variants.map((v) => ({ hreflang: v.locale, href: url(v.locale, v.slug) }));
  if (inDefault && variants.length > 1) alternates.push({ hreflang: 'x-default', href: url(inDefault.locale, inDefault.slug) });

  const title = version.seoTitle.trim() || version.title.trim();
  const canonical = url(page.locale, page.slug);
  const entry = seoImageOf(version.seoImage);
  const image = entry && { url: `${origin}${seoImageUrl(page.id, entry)}`, alt: entry.altText };
  const view = pageTypeView(page.type);
  const typeJsonLd = view?.jsonLd;
  const source = view && {
    page,
    version: { ...version, typeData: isRecord(version.typeData) ? version.typeData : {}, blocks: blocksOf(version.blocks) },
    url: canonical,
    origin,
    locals,
  };
  const ownJsonLd = source && (await typeJsonLd?.(source));
  // The editor's SEO description first; else what the page type's view makes of the page.
  const description = version.seoDescription.trim() || (source && view?.description?.(source)) || '';
  const jsonLd = typeJsonLd
    ? ownJsonLd && scriptJson({ '@context': 'https://schema.org', ...ownJsonLd })
    : pageTypeJsonLd
      ? scriptJson({
          '@context': 'https://schema.org',
          '@type': pageTypeJsonLd,
          name: title,
          ...(description ? { description } : {}),
          url: canonical,
          inLanguage: page.locale,
          dateModified: version.createdAt,
          ...(image ? { image: image.url } : {}),
          publisher: {
            '@type': 'Organization',
            name: site.siteName,
            url: `${origin}/`,
            ...(site.social.length ? { sameAs: site.social.map((profile) => profile.url) } : {}),
          },
        })
      : undefined;
  return {
    head: {
      title,
      description,
      keywords: version.seoKeywords,
      canonical,
      alternates: variants.length > 1 ? alternates : [],
      ogLocale: ogLocale(page.locale),
      ogLocaleAlternates: pageSiblings.map((s) => ogLocale(s.locale)),
      image,
      jsonLd,
      noindex: (source && view?.noindex?.(source)) ?? false,
    },
    localeSlugs: Object.fromEntries(variants.map((v) => [v.locale, v.slug])),
  };
}

/** A tag page's head: its own canonical address (the page number included after the first), no alternates or image. */
export function tagPageHead(locals: App.Locals, defaultLocale: string, locale: string, answer: TaggedPagesAnswer, title: string): PageHead {
  const origin = locals.blokwerk.publicUrl.replace(/\/+$/, '');
  return {
    title,
    description: '',
    keywords: [],
    canonical: `${origin}${tagHref(locale, defaultLocale, answer.tag, answer.pageNumber)}`,
    alternates: [],
    ogLocale: ogLocale(locale),
    ogLocaleAlternates: [],
    noindex: false,
  };
}
