import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { errorItemsOf } from '../../../api/errorItems';
import { apiErrorText } from '../../../i18n/apiErrorText';
import { deleteRefusalOf } from './deleteRefusal';
import { DeleteMediaFile, DeleteMediaFolder, MoveMediaFile, MoveMediaFolder } from './libraryDocuments';
import { joinPath } from './mediaPaths';
import type { LibraryItem } from './useSelection';

/** What a batch did: how many items it was given, and each that failed with why. */
export interface BatchOutcome {
  action: 'move' | 'delete';
  total: number;
  failures: { key: string; name: string; reason: string }[];
}

/**
 * Moves or deletes several items, one call each: every item goes through the server's own
 * operation (its permission check and catalogue errors), so one that fails is reported and the
 * others are done. A batch delete does not confirm: items in use or folders with contents stay,
 * named, for the single delete that shows what they hold.
 */
export function useBatchActions() {
  const intl = useIntl();
  const [moveFile] = useMutation(MoveMediaFile);
  const [moveFolder] = useMutation(MoveMediaFolder);
  const [deleteFile] = useMutation(DeleteMediaFile);
  const [deleteFolder] = useMutation(DeleteMediaFolder);

  const reasonOf = (error: unknown) => {
    const refusal = deleteRefusalOf(error);
    if (refusal) return intl.formatMessage({ id: 'media.library.batch.inUse' }, { pages: refusal.totalPages, contents: refusal.files + refusal.folders });
    return errorItemsOf(error)
      .map((item) => apiErrorText(intl, item))
      .join(' ');
  };

  const each = async (action: BatchOutcome['action'], items: readonly LibraryItem[], call: (item: LibraryItem) => Promise<unknown>): Promise<BatchOutcome> => {
    const failures: BatchOutcome['failures'] = [];
    for (const item of items) {
      try {
        await call(item);
      } catch (error) {
        failures.push({ key: item.key, name: item.name, reason: reasonOf(error) });
      }
    }
    return { action, total: items.length, failures };
  };

  return {
    move: (items: readonly LibraryItem[], target: string) =>
      each('move', items, (item) =>
        item.kind === 'file'
          ? moveFile({ variables: { id: item.file.id, newPath: target } })
          : moveFolder({ variables: { oldPath: item.folder.path, newPath: joinPath(target, item.folder.folderName) } }),
      ),
    delete: (items: readonly LibraryItem[]) =>
      each('delete', items, (item) =>
        item.kind === 'file'
          ? deleteFile({ variables: { id: item.file.id, confirm: false } })
          : deleteFolder({ variables: { path: item.folder.path, confirm: false } }),
      ),
  };
}
