import { graphql } from '../gql';
import type { PreviewDraftQuery, PreviewPageQuery, PreviewVersionQuery } from '../gql/graphql';
import { query, SiteQueryError } from './graphql';

const PreviewViewer = graphql(`
  query PreviewViewer {
    me {
      id
    }
  }
`);

const PreviewVersion = graphql(`
  query PreviewVersion($id: Int!) {
    pageVersion(id: $id) {
      id
      pageID
      title
      seoTitle
      blocks
      typeData
    }
  }
`);

const PreviewDraft = graphql(`
  query PreviewDraft($token: String!) {
    previewDraft(token: $token) {
      pageID
      title
      seoTitle
      blocks
      typeData
    }
  }
`);

const PreviewPage = graphql(`
  query PreviewPage($id: Int!) {
    pagesByIds(ids: [$id]) {
      id
      locale
      slug
      type
    }
  }
`);

type PreviewVersion = PreviewVersionQuery['pageVersion'] | PreviewDraftQuery['previewDraft'];

/** What a preview URL shows: a page version (or an unsaved draft), a reason to sign in first, or nothing. */
export type PreviewLookup =
  { kind: 'version'; page: PreviewPageQuery['pagesByIds'][number]; version: PreviewVersion } | { kind: 'signed-out' } | { kind: 'missing' };

/** The version `read` answers, with its page, as the signed-in editor sees it. */
async function lookUp(locals: App.Locals, read: () => Promise<PreviewVersion>): Promise<PreviewLookup> {
  try {
    await query(locals, PreviewViewer);
  } catch (error) {
    if (error instanceof SiteQueryError && error.only('UM_01')) return { kind: 'signed-out' };
    throw error;
  }
  try {
    const version = await read();
    const [page] = (await query(locals, PreviewPage, { id: version.pageID })).pagesByIds;
    return page ? { kind: 'version', page, version } : { kind: 'missing' };
  } catch (error) {
    // A missing version, and one the user may not edit, look alike: nothing to show.
    if (error instanceof SiteQueryError && (error.only('PM_01') || error.only('UM_01'))) return { kind: 'missing' };
    throw error;
  }
}

/** The version with id `versionId` (any state). */
export function lookUpPreview(locals: App.Locals, versionId: number): Promise<PreviewLookup> {
  return lookUp(locals, async () => (await query(locals, PreviewVersion, { id: versionId })).pageVersion);
}

/** The unsaved draft the admin's live preview stored under `token` (expired, unknown or another's: missing). */
export function lookUpDraftPreview(locals: App.Locals, token: string): Promise<PreviewLookup> {
  return lookUp(locals, async () => (await query(locals, PreviewDraft, { token })).previewDraft);
}
