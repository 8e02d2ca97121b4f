import { parse } from 'graphql';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extensionTags } from '../../src/cdn/tags.js';
import { defineExtension } from '../../src/extensions/extension.js';
import { Guarded } from '../../src/graphql/access.js';
import type { GraphQLContext } from '../../src/graphql/context.js';
import { defineOperation } from '../../src/operations/define.js';
import { invoke } from '../../src/operations/invoke.js';
import type { ApiClient, Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { within } from '../support/poll.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

interface Posting {
  pageID: number;
  heading: string;
}

/** Published pages under names no heuristic knew: neither `id` with `slug`, nor "page" in the field's name. */
const readPostings = async (ctx: GraphQLContext['ctx']): Promise<Posting[]> =>
  ctx.em.execute<Posting[]>('select "id" as "pageID", "title" as "heading" from "page" where "published_version_id" is not null order by "id"');

const listRoster = defineOperation({
  name: 'roster.list',
  access: { public: true },
  kind: 'read',
  input: z.object({}),
  tags: () => [extensionTags.listsPages],
  run: (ctx) => readPostings(ctx),
});

/** The same list without a declaration. */
const listUndeclared = defineOperation({
  name: 'roster.undeclared',
  access: { public: true },
  kind: 'read',
  input: z.object({}),
  run: (ctx) => readPostings(ctx),
});

@ObjectType('RosterPosting')
class PostingType implements Posting {
  @Field(() => Int) pageID!: number;
  @Field() heading!: string;
}

@Resolver()
class RosterResolver {
  @Query(() => [PostingType])
  @Guarded(listRoster)
  rosterOfPostings(@Ctx() { ctx }: GraphQLContext) {
    return invoke(listRoster, ctx, {});
  }

  @Query(() => [PostingType])
  @Guarded(listUndeclared)
  undeclaredRoster(@Ctx() { ctx }: GraphQLContext) {
    return invoke(listUndeclared, ctx, {});
  }
}

const roster = defineExtension({ name: 'roster', modules: [{ name: 'roster', entities: [], resolvers: [RosterResolver] }] });

/**
 * A site build of one route that runs the GraphQL document it is sent (`?doc=` its parsed JSON)
 * through the render's execute, as the Astro site does: what the answer's tag headers say is
 * what the operations declared.
 */
const ENTRY = `export const handler = async (req, res, _next, locals) => {
  const result = await locals.blokwerk.execute(JSON.parse(req.query.doc), JSON.parse(req.query.vars ?? '{}'));
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(result));
};
`;

describe('declared cache tags', () => {
  let t: TestServer;
  let admin: ApiClient;
  let siteDir: string;
  let purges: Server;
  const purged: string[][] = [];

  /** The tags of the site answer that ran `query`. */
  const tagsOf = async (query: string, variables: Record<string, unknown> = {}) => {
    const url = `${t.url}/roster?doc=${encodeURIComponent(JSON.stringify(parse(query)))}&vars=${encodeURIComponent(JSON.stringify(variables))}`;
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    return (answer.headers.get('xkey') ?? '').split(' ').filter(Boolean).toSorted();
  };
  const create = async (title: string, slug: string) =>
    (await admin.post<Envelope & { pageID: number }>('/api/blokwerk/page/create', { title, slug, type: 'page', locale: 'nl' })).body.pageID;
  const publish = async (id: number) => expect((await admin.post(`/api/blokwerk/page/${id}/publish`, {})).status).toBe(200);

  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-tags-site-'));
    await mkdir(path.join(siteDir, 'server'));
    await mkdir(path.join(siteDir, 'client'));
    await writeFile(path.join(siteDir, 'server', 'entry.mjs'), ENTRY);
    // The CDN's purge API (BLOKWERK_PURGER=http:…): the tags of every purge, in order.
    purges = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        purged.push((JSON.parse(body) as { tags: string[] }).tags);
        res.end();
      });
    });
    await new Promise<void>((resolve) => purges.listen(0, '127.0.0.1', resolve));
    const purgeUrl = `http://127.0.0.1:${(purges.address() as AddressInfo).port}/purge`;
    t = await startTestServer({ ...ADMIN_ENV, BLOKWERK_SITE_DIST: siteDir, BLOKWERK_PURGER: `http:${purgeUrl}` }, undefined, [roster]);
    admin = await signedIn(t.url, ADMIN.email, ADMIN.password);
  });

  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => purges.close(resolve));
    await rm(siteDir, { recursive: true, force: true });
  });

  it('tags core answers by what they show: a page by its id and translations, lookups by id, lists of pages', async () => {
    const id = await create('Over ons', 'over-ons');
    await publish(id);
    expect(await tagsOf('query { sitePage(slug: "over-ons", locale: "nl") { page { id } } }')).toEqual([`bw-page-${id}`, `bw-translations-${id}`]);
    expect(await tagsOf('query($ids: [Int!]!) { pageLinkTargets(ids: $ids) { slug } pageTeasers(ids: $ids) { title } }', { ids: [id, 999] })).toEqual([
      'bw-media',
      `bw-page-${id}`,
      'bw-page-999',
    ]);
    expect(await tagsOf('query { siteMenu(locale: "nl") { id } settings { defaultLocale } }')).toEqual(['bw-menu-nl', 'bw-settings']);
    expect(await tagsOf('query { publishedPages(type: "page", locale: "nl") { page { id } } }')).toEqual(['bw-pages', 'bw-site']);
  });

  it('falls back to bw-site for an operation without a declaration, and for an execution that ran none', async () => {
    expect(await tagsOf('query { undeclaredRoster { heading } }')).toEqual(['bw-site']);
    expect(await tagsOf('query { __typename }')).toEqual(['bw-site']);
  });

  it("purges an extension's declared list of pages when a page it lists is published (the heuristics left it alone)", async () => {
    const listTags = await tagsOf('query { rosterOfPostings { pageID heading } }');
    expect(listTags).toEqual(['bw-pages']);
    const id = await create('Vacature', 'vacature');
    purged.length = 0;
    await publish(id);
    const sent = await within(
      5000,
      async () => purged.flat(),
      (tags) => tags.includes(`bw-page-${id}`),
    );
    expect(sent.filter((tag) => listTags.includes(tag))).toEqual(['bw-pages']);
  });
});
