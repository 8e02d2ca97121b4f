import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';
import { API, pageWithImage, png, upload } from '../media/support.js';

/** The `alt` of every `<img>` in a page's main content. */
async function altTexts(url: string): Promise<string[]> {
  const html = await (await fetch(url)).text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  // An empty alt is written bare (`alt`), as HTML allows.
  return [...main.matchAll(/<img\b[^>]*\balt(?:="([^"]*)")?[\s>]/g)].map((match) => match[1] ?? '');
}

describe('alternative text written once, in the media library', () => {
  const server = useTestServer(ADMIN_ENV);

  it("shows the library text where a block has none of its own, at once after the library changes, and keeps a block's own text", async () => {
    const client = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const image = (await upload(client, '/', 'uitzicht.png', await png(320, 200))).body.file;
    const without = await pageWithImage(client, 'zonder-tekst', image, undefined, '');
    const own = await pageWithImage(client, 'eigen-tekst', image, undefined, 'Eigen tekst op de pagina');
    for (const page of [without, own]) expect((await client.post(`${API}/page/${page.pageID}/publish`, {})).status).toBe(200);

    expect(await altTexts(`${server.t.url}/zonder-tekst`)).toEqual(['']);
    // The page is cached now; the library's change must reach it.
    expect(await altTexts(`${server.t.url}/zonder-tekst`)).toEqual(['']);
    expect((await client.post(`${API}/medialib/edit-file`, { id: image.id, defaultAltText: 'Uitzicht over de haven' })).status).toBe(200);
    expect(await altTexts(`${server.t.url}/zonder-tekst`)).toEqual(['Uitzicht over de haven']);
    expect(await altTexts(`${server.t.url}/eigen-tekst`)).toEqual(['Eigen tekst op de pagina']);
  });
});
