import { useApolloClient, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { LIST_SEARCH_DEBOUNCE } from '../../../lib/config';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { MediaPickerDir, type PickerFile } from '../picker/mediaDocuments';
import { SearchMediaFiles } from './libraryDocuments';

/** Search hits shown at once (the server's most per page). */
const SEARCH_PAGE_SIZE = 100;

/** The order files are listed in: by name (the folder as it is), or by how many pages use them. */
export type LibrarySort = 'name' | 'mostUsed' | 'leastUsed';

const SORT_VARIABLES: Record<LibrarySort, { columnToSort: string; sortOrder: string }> = {
  name: { columnToSort: 'fileName', sortOrder: 'asc' },
  mostUsed: { columnToSort: 'usageCount', sortOrder: 'desc' },
  leastUsed: { columnToSort: 'usageCount', sortOrder: 'asc' },
};

export interface LibraryFolder {
  id: number;
  path: string;
  folderName: string;
}

/**
 * The media library's state: the folder shown, its listing and the search in it. Searching,
 * showing unused files only or sorting by usage lists the files of the folder and below it.
 * Opening another folder drops the listing and the search; an upload is appended only when it
 * went into the folder shown; a new folder is appended; after a delete or a move the folder
 * is fetched again and the search rerun.
 */
export function useLibraryState() {
  const client = useApolloClient();
  const [path, setPath] = useState('/');
  // The folder shown now, for uploads that finish after the user moved on.
  const shownPath = useRef(path);
  const [searchInput, setSearchInput] = useState('');
  const searchTerm = useDebouncedValue(searchInput.trim(), LIST_SEARCH_DEBOUNCE);
  const dirQuery = useQuery(MediaPickerDir, { variables: { path }, fetchPolicy: 'cache-and-network' });
  const dir = dirQuery.data?.mediaDir.path === path ? dirQuery.data.mediaDir : undefined;
  const [unusedOnly, setUnusedOnly] = useState(false);
  const [sort, setSort] = useState<LibrarySort>('name');
  const searching = (searchTerm !== '' && searchInput.trim() !== '') || unusedOnly || sort !== 'name';
  const searchQuery = useQuery(SearchMediaFiles, {
    variables: { directory: path, searchTerm, pageSize: SEARCH_PAGE_SIZE, unused: unusedOnly, ...SORT_VARIABLES[sort] },
    skip: !searching,
    fetchPolicy: 'network-only',
  });

  const updateShown = (change: (shown: NonNullable<typeof dir>) => NonNullable<typeof dir>) =>
    client.cache.updateQuery({ query: MediaPickerDir, variables: { path: shownPath.current } }, (data) => data && { mediaDir: change(data.mediaDir) });

  return {
    path,
    dir,
    dirLoading: dirQuery.loading,
    dirError: dirQuery.error !== undefined && !dir,
    searchInput,
    setSearchInput,
    searching,
    unusedOnly,
    setUnusedOnly,
    sort,
    setSort,
    search: searching ? searchQuery.data?.searchMediaFiles : undefined,
    searchLoading: searching && searchQuery.loading,
    searchError: searching && searchQuery.error !== undefined,
    openFolder(next: string) {
      shownPath.current = next;
      setPath(next);
      setSearchInput('');
    },
    /** Files that arrived by upload into `uploadPath`. */
    uploaded(uploadPath: string, files: readonly PickerFile[]) {
      if (uploadPath !== shownPath.current || files.length === 0) return;
      // Multipart answers come without __typename, which the cache needs to tell files apart.
      updateShown((shown) => ({ ...shown, files: [...shown.files, ...files.map((file) => ({ ...file, __typename: 'MediaFile' as const }))] }));
    },
    folderCreated(folder: LibraryFolder) {
      updateShown((shown) => ({ ...shown, folders: [...shown.folders, folder] }));
      // The tree shows the new folder under its parent too.
      void client.refetchQueries({ include: ['MediaPickerDir'] });
    },
    /** After a delete or a move: every folder shown (listing and tree) again, and the search rerun. */
    async changed() {
      await client.refetchQueries({ include: searching ? ['MediaPickerDir', 'SearchMediaFiles'] : ['MediaPickerDir'] });
    },
  };
}

export type LibraryState = ReturnType<typeof useLibraryState>;
