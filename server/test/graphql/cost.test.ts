import { describe, expect, it } from 'vitest';
import { MAX_ALIASES, MAX_QUERY_COMPLEXITY, MAX_ROOT_FIELDS } from '../../src/graphql/limits.js';
import { ApiClient } from '../support/api-client.js';
import { useTestServer } from '../support/test-server.js';

const repeated = (count: number, field: string) => Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');
const search = (count: number) => repeated(4, `search(term: "energie", count: ${count}) { results { title snippet slug locale pageID type score } }`);

describe('GraphQL request budget (aliases, root fields, weighed resolvers)', () => {
  const server = useTestServer();
  const visitor = () => new ApiClient(server.t.url).prime();

  it('refuses an anonymous query repeating search by aliases (85 KB, 2,400 searches) before running one', async () => {
    const searches = repeated(2400, 'search(term: "energie zon wind") { total results { title } }');
    expect(searches.length).toBeGreaterThan(85_000);
    const res = await (await visitor()).graphql(`{ ${searches} }`);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.map((e) => e.message)).toContainEqual(`Too many aliases (max ${MAX_ALIASES})`);
  });

  it('weighs a search far above a field: a handful per request, not twenty', async () => {
    const client = await visitor();
    const one = await client.graphql('{ search(term: "energie") { total results { title } } }');
    expect(one.status).toBe(200);
    expect(one.body.data).toBeDefined();
    const ten = await client.graphql(`{ ${repeated(10, 'search(term: "energie") { total }')} }`);
    expect(ten.status).toBe(400);
    expect(ten.body.errors?.[0]?.message).toMatch(new RegExp(`too complex: \\d+ \\(max ${MAX_QUERY_COMPLEXITY}\\)`));
  });

  it('weighs a list by the items asked for: its page size, count or ids', async () => {
    const client = await visitor();
    // 4 × (500 + 10 × 8) passes; 4 × (500 + 100 × 8) = 5,200 does not.
    expect((await client.graphql(`{ ${search(10)} }`)).status).toBe(200);
    const many = await client.graphql(`{ ${search(100)} }`);
    expect(many.status).toBe(400);
    expect(many.body.errors?.[0]?.message).toBe(`Query is too complex: 5200 (max ${MAX_QUERY_COMPLEXITY})`);
    const sizes = (count: number) =>
      client.graphql('query($ids: [Int!]!) { imageSizes(ids: $ids) { id width height } }', { ids: Array.from({ length: count }, (_, i) => i + 1) });
    expect((await sizes(10)).status).toBe(200);
    expect((await sizes(2000)).body.errors?.[0]?.message).toBe(`Query is too complex: 6001 (max ${MAX_QUERY_COMPLEXITY})`);
  });

  it('refuses more root fields than the limit, however they are spelt', async () => {
    const distinct = 'tags privateTags permissions publishedPageCount pageTypeJsonLd(type: "page")';
    const res = await (await visitor()).graphql(`{ ${repeated(MAX_ROOT_FIELDS - 4, 'settings { defaultLocale }')} ${distinct} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.message)).toContainEqual(`Too many root fields: ${MAX_ROOT_FIELDS + 1} (max ${MAX_ROOT_FIELDS})`);
    const viaFragments = await (
      await visitor()
    ).graphql(`query { ...A ...B } fragment A on Query { ${repeated(MAX_ROOT_FIELDS - 4, 'settings { defaultLocale }')} } fragment B on Query { ${distinct} }`);
    expect(viaFragments.body.errors?.map((e) => e.message)).toContainEqual(`Too many root fields: ${MAX_ROOT_FIELDS + 1} (max ${MAX_ROOT_FIELDS})`);
  });
});
