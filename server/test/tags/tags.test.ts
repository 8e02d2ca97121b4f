import { describe, expect, it } from 'vitest';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';

type Tags = Envelope & { tags: string[] };

describe('tags', () => {
  const server = useTestServer(ADMIN_ENV);

  it('validates and registers tags in a public and a private set', async () => {
    const client = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const validate = (tag: string, isPrivate = false) =>
      client.post<Envelope & { tag: string; created: boolean }>('/api/blokwerk/tags/validate', { tag, private: isPrivate });
    expect((await validate('  Techniek   en  bouw ')).body).toMatchObject({ tag: 'Techniek en bouw', created: true });
    expect((await validate('techniek EN bouw')).body).toMatchObject({ tag: 'Techniek en bouw', created: false });
    expect((await validate('Elektrotechniek')).body.created).toBe(true);
    expect((await validate('Intern', true)).body.created).toBe(true);
    expect((await validate('<script>')).body.Errors).toEqual([expect.objectContaining({ code: 'V_12', property: 'tag' })]);
    expect((await validate('x'.repeat(51))).body.Errors).toEqual([expect.objectContaining({ code: 'V_14', property: 'tag' })]);
    expect((await validate('   ')).body.Errors).toEqual([expect.objectContaining({ code: 'V_16', property: 'tag' })]);

    const visitor = await new ApiClient(server.t.url).prime();
    expect((await visitor.get<Tags>('/api/blokwerk/tags/fetch')).body.tags).toEqual(['Elektrotechniek', 'Techniek en bouw']);
    expect((await visitor.post<Tags>('/api/blokwerk/tags/search', { term: 'TECHNIEK' })).body.tags).toEqual(['Elektrotechniek', 'Techniek en bouw']);
    expect((await visitor.post<Tags>('/api/blokwerk/tags/search', { term: 'bouw' })).body.tags).toEqual(['Techniek en bouw']);
    // The private set is for editors only.
    expect((await visitor.get('/api/blokwerk/tags/fetch-private')).status).toBe(401);
    expect((await visitor.post('/api/blokwerk/tags/search-private', { term: 'in' })).status).toBe(401);
    expect((await visitor.post('/api/blokwerk/tags/validate', { tag: 'Spam' })).status).toBe(401);
    expect((await client.get<Tags>('/api/blokwerk/tags/fetch-private')).body.tags).toEqual(['Intern']);
    expect((await client.post<Tags>('/api/blokwerk/tags/search-private', { term: 'tern' })).body.tags).toEqual(['Intern']);
    const gql = await client.graphql<{ tags: string[]; privateTags: string[] }>('{ tags(term: "elektro") privateTags }');
    expect(gql.body.data).toEqual({ tags: ['Elektrotechniek'], privateTags: ['Intern'] });
  });
});
