import { graphql } from '../gql';
import { query } from './graphql';
import { loadSiteSettings } from './site-settings';
import { localeHref } from './site-path';
import { tagHref } from './tag-pages';

const PublishedPageCount = graphql(`
  query PublishedPageCount {
    publishedPageCount
  }
`);

const SitemapEntries = graphql(`
  query SitemapEntries($offset: Int!, $limit: Int!) {
    sitemapEntries(offset: $offset, limit: $limit) {
      locale
      slug
      lastModified
      alternates {
        locale
        slug
      }
    }
  }
`);

const TagSitemapEntries = graphql(`
  query TagSitemapEntries {
    tagSitemapEntries {
      locale
      tag
      lastModified
    }
  }
`);

const SitemapRoutes = graphql(`
  query SitemapRoutes {
    siteRoutes {
      sitemap
      paths {
        locale
        path
      }
    }
  }
`);

/** The sitemap protocol's limit of URLs per file; more pages make sitemap.xml an index. */
export const URLS_PER_SITEMAP = 50_000;
/** Pages read per query while a sitemap streams out. */
const BATCH = 5000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The public origin, without a trailing slash. */
export function siteOrigin(locals: App.Locals): string {
  return locals.blokwerk.publicUrl.replace(/\/+$/, '');
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function xmlResponse(body: BodyInit): Response {
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}

export async function publishedPageCount(locals: App.Locals): Promise<number> {
  return (await query(locals, PublishedPageCount)).publishedPageCount;
}

/**
 * The `<url>` entries of the routes extensions declare for the sitemap, one per locale's path,
 * each naming the others as alternates, and of the tag pages (a public tag with published pages,
 * per locale). They come first, before the pages.
 */
export async function routeEntries(locals: App.Locals): Promise<string[]> {
  const origin = siteOrigin(locals);
  const [{ siteRoutes }, { tagSitemapEntries }, { defaultLocale }] = await Promise.all([
    query(locals, SitemapRoutes),
    query(locals, TagSitemapEntries),
    loadSiteSettings(locals),
  ]);
  const tagPages = tagSitemapEntries.map(
    (entry) => `<url><loc>${escapeXml(origin + tagHref(entry.locale, defaultLocale, entry.tag))}</loc><lastmod>${entry.lastModified}</lastmod></url>\n`,
  );
  const declared = siteRoutes
    .filter((route) => route.sitemap)
    .flatMap(({ paths }) => {
      const links =
        paths.length > 1
          ? paths.map((p) => `<xhtml:link rel="alternate" hreflang="${escapeXml(p.locale)}" href="${escapeXml(origin + p.path)}"/>`).join('')
          : '';
      return paths.map((p) => `<url><loc>${escapeXml(origin + p.path)}</loc>${links}</url>\n`);
    });
  return [...declared, ...tagPages];
}

/** How many sitemap files the routes and pages need: more than 1 makes sitemap.xml an index. */
export const sitemapFiles = (routes: number, pages: number) => Math.max(1, Math.ceil((routes + pages) / URLS_PER_SITEMAP));

/** The index naming sitemap-1.xml … sitemap-{files}.xml. */
export function sitemapIndex(origin: string, files: number): string {
  const entries = Array.from({ length: files }, (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The urlset of sitemap file `file` (0-based): its share of the declared routes (`routes`, from
 * routeEntries) and then of the published pages, each page with the published siblings as
 * `xhtml:link` alternates, read a batch at a time while the answer streams.
 */
export function sitemapUrlset(locals: App.Locals, defaultLocale: string, file: number, routes: readonly string[]): ReadableStream<Uint8Array> {
  const origin = siteOrigin(locals);
  const encoder = new TextEncoder();
  const url = (locale: string, slug: string) => escapeXml(`${origin}${localeHref(locale, defaultLocale, slug)}`);
  // Routes fill the first places of the whole list; pages follow them.
  const fileRoutes = routes.slice(file * URLS_PER_SITEMAP, (file + 1) * URLS_PER_SITEMAP);
  const pagesBefore = Math.max(0, file * URLS_PER_SITEMAP - routes.length);
  const pageRoom = URLS_PER_SITEMAP - fileRoutes.length;
  let read = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(
        encoder.encode(
          `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${fileRoutes.join('')}`,
        ),
      );
    },
    async pull(controller) {
      const limit = Math.min(BATCH, pageRoom - read);
      const entries = limit > 0 ? (await query(locals, SitemapEntries, { offset: pagesBefore + read, limit })).sitemapEntries : [];
      read += entries.length;
      const xml = entries.map((entry) => {
        const variants = entry.alternates.length > 0 ? [{ locale: entry.locale, slug: entry.slug }, ...entry.alternates] : [];
        const links = variants.map((v) => `<xhtml:link rel="alternate" hreflang="${escapeXml(v.locale)}" href="${url(v.locale, v.slug)}"/>`);
        return `<url><loc>${url(entry.locale, entry.slug)}</loc><lastmod>${entry.lastModified}</lastmod>${links.join('')}</url>\n`;
      });
      if (xml.length > 0) controller.enqueue(encoder.encode(xml.join('')));
      if (entries.length < limit || limit === 0 || read >= pageRoom) {
        controller.enqueue(encoder.encode('</urlset>\n'));
        controller.close();
      }
    },
  });
}
