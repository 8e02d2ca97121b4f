import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/test-server.js';

// Renders the built site (site/dist): `npm run build` first (npm test does).

describe('paths and queries no page can have', () => {
  const server = useTestServer();

  it('answer 404 or a validation error, never a 500', async () => {
    const expected: [string, number][] = [
      ['/a%00b', 404],
      ['/en/a%00b', 404],
      [`/${'lang-'.repeat(120)}`, 404],
      ['/-/search?q=a%00b', 200],
      ['/-/search?q=x&locale=n%00l', 200],
      ['/-/preview/1%00', 404],
      ['/api/blokwerk/page/get-by-slug-query?slug=a%00b', 400],
      ['/api/blokwerk/medialib/get-page-file?path=a%00b', 404],
      ['/api/blokwerk/medialib/preview-image?path=a%00b&width=10', 400],
      // Percent-escapes that decode to no text: the router cannot read the parameter.
      ['/api/blokwerk/page/%E0%A4%A', 400],
      ['/api/blokwerk/medialib/get-page-file/1/2/3/%E0', 400],
      ['/cmsadmin/%E0', 400],
      ['/%E0%A4%A', 404],
      ['/-/search?q=%E0%A4%A', 200],
    ];
    const answered: [string, number][] = [];
    for (const [path] of expected) answered.push([path, (await fetch(`${server.t.url}${path}`, { redirect: 'manual' })).status]);
    expect(answered).toEqual(expected);
  });
});
