import { graphql } from '../gql';
import type { PreviewPageQuery, PreviewVersionQuery } from '../gql/graphql';
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

/** What a preview URL shows: a page version, a reason to sign in first, or nothing. */
export type PreviewLookup =
  | { kind: 'version'; page: PreviewPageQuery['pagesByIds'][number]; version: PreviewVersionQuery['pageVersion'] }
  | { kind: 'signed-out' }
  | { kind: 'missing' };

/** The version with id `versionId` (any state) as the signed-in editor sees it. */
export async function lookUpPreview(locals: App.Locals, versionId: number): Promise<PreviewLookup> {
  try {
    await query(locals, PreviewViewer);
  } catch (error) {
    if (error instanceof SiteQueryError && error.only('UM_01')) return { kind: 'signed-out' };
    throw error;
  }
  try {
    const { pageVersion: version } = await query(locals, PreviewVersion, { id: versionId });
    const [page] = (await query(locals, PreviewPage, { id: version.pageID })).pagesByIds;
    return page ? { kind: 'version', page, version } : { kind: 'missing' };
  } catch (error) {
    // A missing version, and one the user may not edit, look alike: nothing to show.
    if (error instanceof SiteQueryError && (error.only('PM_01') || error.only('UM_01'))) return { kind: 'missing' };
    throw error;
  }
}
