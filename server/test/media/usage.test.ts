import { describe, expect, it } from 'vitest';
import type { Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import {
  graphQLAlike,
  pageIndexBesideCursors,
  refuseBadCursors,
  walkByCursors,
  type CursorList,
  type GraphQLPage,
  type ListAnswer,
} from '../support/cursor-lists.js';
import { useTestServer } from '../support/test-server.js';
import { API, pageWithImage, png, upload } from './support.js';

interface Usage {
  pageID: number;
  title: string;
  versions: number;
  inHead: boolean;
  inPublished: boolean;
}
type UsageList = Envelope & { items: Usage[]; totalItems: number };

describe('which pages use a media file (list-pages-by-file) and deleting files in use', () => {
  const server = useTestServer(ADMIN_ENV);
  const admin = () => signedIn(server.t.url, ADMIN.email, ADMIN.password);

  it('lists the pages using a file, with their versions, paginated and searchable', async () => {
    const client = await admin();
    const logo = (await upload(client, '/', 'logo.png', await png(30, 30))).body.file;
    const other = (await upload(client, '/', 'other.png', await png(31, 30))).body.file;
    const alpha = await pageWithImage(client, 'alpha', logo);
    const beta = await pageWithImage(client, 'beta', logo);
    await pageWithImage(client, 'gamma', other);
    // Beta's second version drops the logo and shows it as its SEO image instead; then it goes live.
    const stored = await client.post<Envelope & { revision: number }>(`${API}/page/version/${beta.pageVersionID}/store`, {
      revision: 1,
      title: 'Page beta',
      blocks: [],
      seoImage: [{ fileID: logo.id, hash: logo.hash, fileName: logo.fileName, altText: 'Logo' }],
    });
    expect(stored.status).toBe(200);
    expect((await client.post(`${API}/page/${beta.pageID}/publish`, {})).status).toBe(200);

    const all = await client.post<UsageList>(`${API}/medialib/list-pages-by-file`, { fileID: logo.id, columnToSort: 'title', sortOrder: 'asc' });
    expect(all.body.totalItems).toBe(2);
    expect(all.body.items).toEqual([
      expect.objectContaining({ pageID: alpha.pageID, title: 'Page alpha', versions: 1, inHead: true, inPublished: false }),
      expect.objectContaining({ pageID: beta.pageID, title: 'Page beta', versions: 2, inHead: true, inPublished: true }),
    ]);
    const second = await client.post<UsageList>(`${API}/medialib/list-pages-by-file`, {
      fileID: logo.id,
      pageSize: 1,
      pageIndex: 1,
      columnToSort: 'title',
      sortOrder: 'asc',
    });
    expect(second.body).toMatchObject({ totalItems: 2, items: [expect.objectContaining({ pageID: beta.pageID })] });
    const searched = await client.post<UsageList>(`${API}/medialib/list-pages-by-file`, { fileID: logo.id, searchTerm: 'ALPHA' });
    expect(searched.body.items.map((u) => u.pageID)).toEqual([alpha.pageID]);
    expect((await client.post(`${API}/medialib/list-pages-by-file`, { fileID: 999999 })).status).toBe(404);

    const gql = await client.graphql<{ pagesByMediaFile: { totalItems: number } }>(
      `{ pagesByMediaFile(fileID: ${other.id}) { totalItems items { pageID inHead } } }`,
    );
    expect(gql.body.data?.pagesByMediaFile.totalItems).toBe(1);
  });

  it('pages the pages using a file by cursor beside pageIndex, in each sort order, and refuses a cursor of another list (V_12)', async () => {
    const client = await admin();
    const banner = (await upload(client, '/', 'banner.png', await png(32, 30))).body.file;
    const pages: number[] = [];
    for (let i = 0; i < 13; i++) pages.push((await pageWithImage(client, `banner-${i}`, banner)).pageID);
    // Equal keys in groups: times a microsecond apart (a JS Date cannot tell them apart), a third of the titles alike.
    await server.t.database.pool.query(
      `update "page" set
        "updated_at" = timestamptz '2026-03-01 12:00:00+00' + (("id" % 5) * interval '1 microsecond'),
        "created_at" = timestamptz '2026-02-01 08:00:00.123456+00' + (("id" / 2) * interval '1 second'),
        "title" = case when "id" % 3 = 0 then 'Gelijk' else "title" end
      where "id" = any($1::int[])`,
      [pages],
    );
    const list: CursorList = {
      name: 'pages using a file',
      call: (input) => client.post<ListAnswer>(`${API}/medialib/list-pages-by-file`, input),
      idOf: (item) => item['pageID'],
      sorts: ['updatedAt', 'createdAt', 'title'],
      filter: { fileID: banner.id },
    };
    expect(await walkByCursors(list)).toBe(6);
    expect(await pageIndexBesideCursors(list)).toHaveLength(4);
    expect(await refuseBadCursors(list)).toBe(5);
    expect(
      await graphQLAlike(
        list,
        async (input) =>
          (
            await client.graphql<{ pagesByMediaFile: GraphQLPage }>(
              'query($file: Int!, $pageSize: Int, $after: String) { pagesByMediaFile(fileID: $file, pageSize: $pageSize, after: $after) { items { ' +
                'pageID } nextCursor previousCursor } }',
              { ...input, file: banner.id },
            )
          ).body.data?.pagesByMediaFile,
      ),
    ).toHaveLength(4);
  });

  it('finds file ids in blocks, page-type data and the SEO image, skipping malformed ones', async () => {
    const blocks = JSON.stringify([
      { key: 'a', __images: { image: [{ fileID: 1 }, { fileID: 2 }] }, __files: { files: [{ fileID: 3 }] } },
      { key: 'b', __images: { image: [{ fileID: 'x' }, { fileID: 1.5 }, { fileID: -4 }] } },
    ]);
    const typeData = JSON.stringify({ title: 'x', __images: { hero: [{ fileID: 4 }] }, __files: { cv: [{ fileID: 5 }] } });
    const { rows } = await server.t.database.pool.query<{ ids: number[] }>('select media_file_ids($1::jsonb, $2::jsonb, $3::jsonb) as "ids"', [
      blocks,
      typeData,
      JSON.stringify([{ fileID: 6 }]),
    ]);
    expect(rows[0]?.ids).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('answers from the index on page versions, not by reading every version', async () => {
    const client = await server.t.database.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain select 1 from "page_version" v where media_file_ids(v."blocks", v."type_data", v."seo_image") && '{1}'::int[]`,
      );
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('page_version_media_index');
      await client.query('rollback');
    } finally {
      client.release();
    }
  });

  it('deletes a file pages use only when confirmed, and names those pages', async () => {
    const client = await admin();
    await client.post(`${API}/medialib/create-dir`, { path: '/', folderName: 'Used' });
    const hero = (await upload(client, '/Used', 'hero.png', await png(40, 20))).body.file;
    const page = await pageWithImage(client, 'hero-page', hero);

    const unconfirmed = await client.post<Envelope & { Conflict: { pages: Usage[]; totalPages: number } }>(`${API}/medialib/delete-file`, { id: hero.id });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.Errors).toEqual([expect.objectContaining({ code: 'V_07', property: 'confirm' })]);
    expect(unconfirmed.body.Conflict).toMatchObject({ totalPages: 1, pages: [expect.objectContaining({ pageID: page.pageID })] });
    const folder = await client.post<Envelope & { Conflict: { files: number; pages: Usage[] } }>(`${API}/medialib/delete-directory`, { path: '/Used' });
    expect(folder.body.Conflict).toMatchObject({ files: 1, pages: [expect.objectContaining({ pageID: page.pageID })] });

    const gql = await client.graphql(`mutation { deleteMediaFile(id: ${hero.id}) { id } }`);
    expect(gql.body.errors?.[0]?.extensions).toMatchObject({ code: 'V_07', details: { totalPages: 1 } });

    const confirmed = await client.post<Envelope & { pages: Usage[] }>(`${API}/medialib/delete-file`, { id: hero.id, confirm: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.pages.map((u) => u.pageID)).toEqual([page.pageID]);
  });
});
