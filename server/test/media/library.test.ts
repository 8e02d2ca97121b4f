import { describe, expect, it } from 'vitest';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';
import { API, png, upload, type MediaFileView } from './support.js';

interface FolderView {
  id: number;
  path: string;
  folderName: string;
  parentPath: string | null;
}
type DirAnswer = Envelope & { path: string; folders: FolderView[]; files: MediaFileView[] };

describe('media library: folders and files', () => {
  const server = useTestServer(ADMIN_ENV);
  const admin = () => signedIn(server.t.url, ADMIN.email, ADMIN.password);

  it('creates, lists, renames, moves and deletes folders; the root always exists', async () => {
    const client = await admin();
    expect((await client.post<DirAnswer>(`${API}/medialib/get-dir`, { path: '/' })).body).toMatchObject({ Success: true, path: '/', folders: [], files: [] });
    const photos = await client.post<Envelope & { folder: FolderView }>(`${API}/medialib/create-dir`, { path: '/', folderName: 'Photos' });
    expect(photos.body.folder).toMatchObject({ path: '/Photos', folderName: 'Photos', parentPath: '/' });
    await client.post(`${API}/medialib/create-dir`, { path: '/Photos', folderName: '2026' });
    await client.post(`${API}/medialib/create-dir`, { path: '/', folderName: 'Archive' });
    // Names are unique per folder, whatever their case (V_06).
    const twice = await client.post(`${API}/medialib/create-dir`, { path: '/', folderName: 'photos' });
    expect(twice.status).toBe(409);
    expect(twice.body.Errors).toEqual([expect.objectContaining({ code: 'V_06', property: 'folderName' })]);
    expect((await client.post(`${API}/medialib/create-dir`, { path: '/Nowhere', folderName: 'x' })).status).toBe(404);

    const image = await upload(client, '/Photos/2026', 'beach.png', await png(40, 30));
    expect(image.status).toBe(200);
    const root = await client.post<DirAnswer>(`${API}/medialib/get-dir`, { path: '/' });
    expect(root.body.folders.map((f) => f.folderName)).toEqual(['Archive', 'Photos']);

    // Moving a folder takes its subfolders and files along; ML_02 when the target exists.
    expect((await client.post(`${API}/medialib/move-directory`, { oldPath: '/Photos', newPath: '/Archive' })).body.Errors).toEqual([
      expect.objectContaining({ code: 'ML_02', property: 'newPath' }),
    ]);
    expect((await client.post(`${API}/medialib/move-directory`, { oldPath: '/Photos', newPath: '/Photos/2026/Photos' })).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_12', property: 'newPath' }),
    ]);
    const moved = await client.post<Envelope & { folder: FolderView }>(`${API}/medialib/move-directory`, { oldPath: '/Photos', newPath: '/Archive/Pictures' });
    expect(moved.status).toBe(200);
    expect(moved.body.folder).toMatchObject({ path: '/Archive/Pictures', parentPath: '/Archive' });
    const inside = await client.post<DirAnswer>(`${API}/medialib/get-dir`, { path: '/Archive/Pictures/2026' });
    expect(inside.body.files.map((f) => [f.fileName, f.path])).toEqual([['beach.png', '/Archive/Pictures/2026']]);
    expect((await client.post(`${API}/medialib/get-dir`, { path: '/Photos' })).status).toBe(404);
    // A rename that only changes case is no collision with itself.
    expect((await client.post(`${API}/medialib/move-directory`, { oldPath: '/Archive/Pictures', newPath: '/Archive/pictures' })).status).toBe(200);

    // A folder with contents goes only when confirmed; the answer says what would go.
    const unconfirmed = await client.post<Envelope & { Conflict: { folders: number; files: number } }>(`${API}/medialib/delete-directory`, {
      path: '/Archive',
    });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.Errors).toEqual([expect.objectContaining({ code: 'V_07', property: 'confirm' })]);
    expect(unconfirmed.body.Conflict).toMatchObject({ folders: 2, files: 1 });
    const confirmed = await client.post(`${API}/medialib/delete-directory`, { path: '/Archive', confirm: true });
    expect(confirmed.body).toMatchObject({ Success: true, folders: 2, files: 1 });
    expect((await client.post<DirAnswer>(`${API}/medialib/get-dir`, { path: '/' })).body.folders).toEqual([]);
    expect((await client.post(`${API}/medialib/delete-directory`, { path: '/' })).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_07', property: 'path' }),
    ]);
  });

  it('refuses paths that are not absolute folder paths (V_12) and names with separators', async () => {
    const client = await admin();
    for (const path of ['a', '/a/', '//a', '/a//b', '/..', '/a/../b', '/a/./b', '\\a', '/a\\b', '/a\u0000b']) {
      const res = await client.post(`${API}/medialib/get-dir`, { path });
      expect(res.status, path).toBe(400);
      expect(res.body.Errors, path).toEqual([expect.objectContaining({ code: 'V_12', property: 'path' })]);
    }
    for (const folderName of ['..', '.', 'a/b', 'a\\b', ' padded ']) {
      expect((await client.post(`${API}/medialib/create-dir`, { path: '/', folderName })).body.Errors, folderName).toEqual([
        expect.objectContaining({ code: 'V_12', property: 'folderName' }),
      ]);
    }
    expect((await client.post(`${API}/medialib/create-dir`, { path: '/' })).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_01', property: 'folderName' }),
    ]);
    expect((await client.post(`${API}/medialib/create-dir`, { path: '/', folderName: 'x'.repeat(256) })).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_14', property: 'folderName' }),
    ]);
  });

  it('moves, renames and edits files: ML_03 on a taken name, names stay honest about content', async () => {
    const client = await admin();
    await client.post(`${API}/medialib/create-dir`, { path: '/', folderName: 'Team' });
    const a = (await upload(client, '/', 'anna.png', await png(20, 20))).body.file;
    const b = (await upload(client, '/Team', 'bob.png', await png(21, 20))).body.file;
    expect(a).toMatchObject({
      path: '/',
      fileName: 'anna.png',
      mimeType: 'image/png',
      kind: 'image',
      width: 20,
      height: 20,
      shared: false,
      defaultAltText: '',
    });
    expect((await upload(client, '/', 'ANNA.png', await png(22, 20))).body.Errors).toEqual([expect.objectContaining({ code: 'V_06', property: 'f' })]);

    const clash = await client.post(`${API}/medialib/move-file`, { id: a.id, newPath: '/Team', newFileName: 'Bob.png' });
    expect(clash.status).toBe(409);
    expect(clash.body.Errors).toEqual([expect.objectContaining({ code: 'ML_03', property: 'newFileName' })]);
    expect((await client.post(`${API}/medialib/move-file`, { id: a.id, newPath: '/Team', newFileName: 'anna.pdf' })).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_12', property: 'newFileName' }),
    ]);
    expect((await client.post(`${API}/medialib/move-file`, { id: a.id, newPath: '/Team', newFileName: '../anna.png' })).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_12', property: 'newFileName' }),
    ]);
    const moved = await client.post<Envelope & { file: MediaFileView }>(`${API}/medialib/move-file`, {
      id: a.id,
      newPath: '/Team',
      newFileName: 'anna-portrait.png',
    });
    expect(moved.body.file).toMatchObject({ path: '/Team', fileName: 'anna-portrait.png', hash: a.hash });

    const edited = await client.post<Envelope & { file: MediaFileView }>(`${API}/medialib/edit-file`, {
      id: b.id,
      newPath: '/',
      newFileName: 'bob.png',
      defaultAltText: '  Bob at work  ',
      shared: true,
    });
    expect(edited.body.file).toMatchObject({ path: '/', fileName: 'bob.png', defaultAltText: 'Bob at work', shared: true });
    expect((await client.post(`${API}/medialib/edit-file`, { id: 999999, defaultAltText: 'x' })).status).toBe(404);

    const search = await client.post<Envelope & { items: MediaFileView[]; totalItems: number }>(`${API}/medialib/search-files`, {
      searchTerm: 'ANNA',
      directory: '/',
    });
    expect(search.body.items.map((f) => f.fileName)).toEqual(['anna-portrait.png']);
    expect(
      (await client.post<Envelope & { totalItems: number }>(`${API}/medialib/search-files`, { searchTerm: 'png', directory: '/Team' })).body.totalItems,
    ).toBe(1);

    const deleted = await client.post(`${API}/medialib/delete-file`, { id: b.id });
    expect(deleted.body).toMatchObject({ Success: true, id: b.id, pages: [], totalPages: 0 });
    expect((await client.post(`${API}/medialib/delete-file`, { id: b.id })).status).toBe(404);
  });

  it('speaks GraphQL too', async () => {
    const client = await admin();
    const made = await client.graphql<{ createMediaFolder: { path: string } }>('mutation { createMediaFolder(path: "/", folderName: "Docs") { path } }');
    expect(made.body.data?.createMediaFolder.path).toBe('/Docs');
    const dir = await client.graphql<{ mediaDir: { folders: { path: string }[] } }>('{ mediaDir(path: "/") { folders { path } files { id } } }');
    expect(dir.body.data?.mediaDir.folders.map((f) => f.path)).toContain('/Docs');
    const clash = await client.graphql('mutation { moveMediaFolder(oldPath: "/Docs", newPath: "/Team") { path } }');
    expect(clash.body.errors?.[0]?.extensions?.code).toBe('ML_02');
    const removed = await client.graphql<{ deleteMediaFolder: { files: number } }>('mutation { deleteMediaFolder(path: "/Docs") { files folders } }');
    expect(removed.body.data?.deleteMediaFolder.files).toBe(0);
  });

  it('lets editors browse, librarians manage, nobody else anything (UM_01)', async () => {
    const client = await admin();
    const created = await client.post<Envelope & { role: { id: number } }>(`${API}/user/roles`, { name: 'Page editor', permissions: [{ name: 'edit-page' }] });
    expect(created.status).toBe(200);
    await client.post(`${API}/user/roles`, { name: 'Guest', permissions: [] });
    const editor = await activatedUser(server.t, client, 'page-editor@example.test', 'Page editor');
    const guest = await activatedUser(server.t, client, 'guest@example.test', 'Guest');
    const visitor = await new ApiClient(server.t.url).prime();

    expect((await editor.client.post(`${API}/medialib/get-dir`, { path: '/' })).status).toBe(200);
    expect((await editor.client.post(`${API}/medialib/search-files`, { searchTerm: 'a' })).status).toBe(200);
    const writes: [string, object][] = [
      ['create-dir', { path: '/', folderName: 'x' }],
      ['move-directory', { oldPath: '/Team', newPath: '/T' }],
      ['delete-directory', { path: '/Team', confirm: true }],
      ['move-file', { id: 1, newFileName: 'x.png' }],
      ['edit-file', { id: 1, shared: true }],
      ['delete-file', { id: 1, confirm: true }],
    ];
    for (const [call, body] of writes) {
      expect((await editor.client.post(`${API}/medialib/${call}`, body)).body.Errors, call).toEqual([expect.objectContaining({ code: 'UM_01' })]);
      expect((await visitor.post(`${API}/medialib/${call}`, body)).status, call).toBe(401);
    }
    expect((await upload(editor.client, '/', 'x.png', await png(5, 5))).status).toBe(403);
    expect((await upload(visitor, '/', 'x.png', await png(5, 5))).status).toBe(401);
    for (const [call, body] of [
      ['get-dir', { path: '/' }],
      ['search-files', {}],
      ['list-pages-by-file', { fileID: 1 }],
    ] as const) {
      expect((await guest.client.post(`${API}/medialib/${call}`, body)).status, call).toBe(403);
      expect((await visitor.post(`${API}/medialib/${call}`, body)).status, call).toBe(401);
    }
    const gql = await guest.client.graphql('{ mediaDir { path } }');
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('UM_01');
  });
});
