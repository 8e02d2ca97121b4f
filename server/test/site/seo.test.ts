import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { jpeg, upload, type MediaFileView } from '../media/support.js';
import { defineExtension } from '../../src/extensions/extension.js';
import { useTestServer } from '../support/test-server.js';
import { gql } from '../support/gql.js';

// Renders the built site (site/dist): run `npm run build -w site` first.

const ORIGIN = 'https://www.example.test';
// A page type an extension could declare, with a schema.org type.
const extension = defineExtension({
  name: 'test-events',
  pageTypes: [{ id: 'test-event', label: 'Event', slugPrefix: 'agenda/', fields: [], jsonLd: 'Event' }],
});
const CROP = { x: 100, y: 50, width: 800, height: 400, rotate: 0, scaleX: 1, scaleY: 1 };

async function fetchText(baseUrl: string, path: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The attributes of the first `<img>` whose src contains `srcPart`, entities decoded. */
function imgAttributes(html: string, srcPart: string): Record<string, string> {
  const tag = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).find((t) => t.replaceAll('&amp;', '&').includes(srcPart));
  if (!tag) throw new Error(`no <img> with ${srcPart}`);
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], (m[2] ?? '').replaceAll('&amp;', '&')]));
}

const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

describe('the public site: head metadata, images, robots.txt and sitemap.xml', { timeout: 120_000 }, () => {
  const server = useTestServer({ ...ADMIN_ENV, BLOKWERK_PUBLIC_URL: ORIGIN }, [extension]);
  let admin: ApiClient;
  let photo: MediaFileView;
  let nl: { pageID: number; pageVersionID: number };
  let en: { pageID: number; pageVersionID: number };

  /** Stores the SEO fields and blocks on a page's first version. */
  const storeFirstVersion = (id: number, title: string, seo: { seoTitle: string; seoDescription: string; seoKeywords: string[] }) =>
    gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: {
        id,
        revision: 1,
        title,
        ...seo,
        seoImage: [{ fileID: photo.id, hash: photo.hash, fileName: photo.fileName, altText: 'Het kantoor', cropParams: CROP }],
        blocks: [
          { type: 'heading', key: 'h', props: { text: title, level: 'h2' } },
          {
            type: 'image',
            key: 'crop',
            props: { caption: '' },
            __images: { image: [{ fileID: photo.id, hash: photo.hash, fileName: photo.fileName, altText: 'Uitsnede', cropParams: CROP }] },
          },
          {
            type: 'image-gallery',
            key: 'gal',
            props: { title: '' },
            __images: { images: [{ fileID: photo.id, hash: photo.hash, fileName: photo.fileName, altText: 'Geheel' }] },
          },
        ],
      },
    });

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    photo = (await upload(admin, '/', 'kantoor.jpg', await jpeg(1000, 500), 'image/jpeg')).body.file;
    nl = (
      await gql<{ createPage: typeof nl }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }', {
        input: { title: 'Over ons', slug: 'over-ons', type: 'page', locale: 'nl' },
      })
    ).createPage;
    en = (
      await gql<{ createTranslation: typeof en }>(admin, 'mutation($input: CopyPageInput!) { createTranslation(input: $input) { pageID pageVersionID } }', {
        input: { pageID: nl.pageID, locale: 'en', title: 'About us', slug: 'about-us' },
      })
    ).createTranslation;
    await storeFirstVersion(nl.pageVersionID, 'Over ons', {
      seoTitle: 'Wie wij zijn',
      seoDescription: 'Alles over ons bedrijf.',
      seoKeywords: ['bedrijf', 'team'],
    });
    await storeFirstVersion(en.pageVersionID, 'About us', { seoTitle: '', seoDescription: 'All about our company.', seoKeywords: [] });
    for (const id of [nl.pageID, en.pageID]) await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id });
  });

  it('gives a published page its title, description, canonical, hreflang alternates, OpenGraph and Twitter tags', async () => {
    const { status, text: html } = await fetchText(server.t.url, '/over-ons');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<title>Wie wij zijn | Blokwerk</title>');
    expect(meta(html, 'name', 'description')).toBe('Alles over ons bedrijf.');
    expect(meta(html, 'name', 'keywords')).toBe('bedrijf, team');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/over-ons">`);
    expect(html).toContain(`<link rel="alternate" hreflang="nl" href="${ORIGIN}/over-ons">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/en/about-us">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/over-ons">`);
    expect(meta(html, 'property', 'og:title')).toBe('Wie wij zijn');
    expect(meta(html, 'property', 'og:description')).toBe('Alles over ons bedrijf.');
    expect(meta(html, 'property', 'og:type')).toBe('website');
    expect(meta(html, 'property', 'og:url')).toBe(`${ORIGIN}/over-ons`);
    expect(meta(html, 'property', 'og:locale')).toBe('nl_NL');
    expect(meta(html, 'property', 'og:locale:alternate')).toBe('en_US');
    const ogImage = meta(html, 'property', 'og:image')?.replaceAll('&amp;', '&');
    expect(ogImage).toBe(`${ORIGIN}/api/blokwerk/medialib/preview-crop?imageID=${photo.id}&x=100&y=50&width=800&height=400&rotate=0&scaleX=1&scaleY=1&w=1280`);
    expect(meta(html, 'property', 'og:image:alt')).toBe('Het kantoor');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:title')).toBe('Wie wij zijn');
    expect(html).not.toContain('name="robots"');

    const english = (await fetchText(server.t.url, '/en/about-us')).text;
    expect(english).toContain('<html lang="en">');
    // No SEO title: the page title, then the site name.
    expect(english).toContain('<title>About us | Blokwerk</title>');
    expect(english).toContain(`<link rel="canonical" href="${ORIGIN}/en/about-us">`);
    expect(english).toContain(`<link rel="alternate" hreflang="nl" href="${ORIGIN}/over-ons">`);
    expect(meta(english, 'property', 'og:locale')).toBe('en_US');
    expect(meta(english, 'name', 'description')).toBe('All about our company.');
    // The locale switch names both siblings.
    expect(english).toMatch(/<a href="\/over-ons" hreflang="nl" lang="nl">NL<\/a>/i);
    expect(english).toMatch(/<a href="\/en\/about-us" hreflang="en" lang="en" aria-current="true">EN<\/a>/i);
  });

  it('renders the JSON-LD of a page type that names a schema.org type, and none for one that does not', async () => {
    const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: 'Open dag <2027>', slug: 'open-dag', type: 'test-event', locale: 'nl' },
    });
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
    const html = (await fetchText(server.t.url, '/agenda/open-dag')).text;
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    // `<` is escaped so the text can never close the script element.
    expect(json).toContain('Open dag \\u003c2027>');
    expect(JSON.parse(json)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Open dag <2027>',
      url: `${ORIGIN}/agenda/open-dag`,
      inLanguage: 'nl',
    });
    expect((await fetchText(server.t.url, '/over-ons')).text).not.toContain('application/ld+json');
  });

  it('serves a cropped image through preview-crop with its crop, width variants and size; a visitor gets the variant asked for', async () => {
    const html = (await fetchText(server.t.url, '/over-ons')).text;
    const cropUrl = `/api/blokwerk/medialib/preview-crop?imageID=${photo.id}&x=100&y=50&width=800&height=400&rotate=0&scaleX=1&scaleY=1`;
    // Each URL names the file's version: the server lets browsers keep it a year.
    const versioned = `${cropUrl}&v=${photo.version}`;
    const cropped = imgAttributes(html, cropUrl);
    expect(cropped).toMatchObject({ src: versioned, alt: 'Uitsnede', loading: 'lazy', decoding: 'async', width: '800', height: '400' });
    expect(cropped.srcset).toBe(`${versioned}&w=320 320w, ${versioned}&w=640 640w, ${versioned} 800w`);
    expect(cropped.sizes).toBeTruthy();

    const whole = imgAttributes(html, `/get-page-file/${nl.pageID}/block_images_gal/`);
    expect(whole).toMatchObject({ width: '1000', height: '500', loading: 'lazy' });
    expect(whole.srcset).toContain(`/block_images_gal/${photo.hash}/kantoor.jpg?v=${photo.version}&w=960 960w`);
    expect(whole.srcset).toContain(`/block_images_gal/${photo.hash}/kantoor.jpg?v=${photo.version} 1000w`);

    const variant = await fetch(new URL(`${cropUrl}&w=640`, server.t.url), { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(variant.status).toBe(200);
    const metadata = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ width: 640, height: 320 });
    expect(['webp', 'heif']).toContain(metadata.format);
    const full = await sharp(Buffer.from(await (await fetch(new URL(cropUrl, server.t.url))).arrayBuffer())).metadata();
    expect(full).toMatchObject({ width: 800, height: 400, format: 'jpeg' });
  });

  it('answers robots.txt and sitemap.xml with every published page and its alternates', async () => {
    const robots = await fetchText(server.t.url, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toBe('text/plain; charset=utf-8');
    expect(robots.text).toBe(`User-agent: *\nAllow: /\nDisallow: /cmsadmin\nDisallow: /-/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);

    const sitemap = await fetchText(server.t.url, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toBe('application/xml; charset=utf-8');
    expect(sitemap.text).toMatch(
      new RegExp(
        String.raw`^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" ` +
          String.raw`xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">`,
      ),
    );
    const urls = [...sitemap.text.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? '');
    // Both siblings and the event page of the JSON-LD test.
    expect(urls).toHaveLength(3);
    const [first] = urls;
    expect(first).toMatch(new RegExp(`^<loc>${ORIGIN}/over-ons</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`));
    expect(first).toContain(`<xhtml:link rel="alternate" hreflang="nl" href="${ORIGIN}/over-ons"/>`);
    expect(first).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/about-us"/>`);
    expect(urls[1]).toContain(`<loc>${ORIGIN}/en/about-us</loc>`);
    expect(sitemap.text.endsWith('</urlset>\n')).toBe(true);
    expect((await fetchText(server.t.url, '/sitemap-2.xml')).status).toBe(404);
  });
});
