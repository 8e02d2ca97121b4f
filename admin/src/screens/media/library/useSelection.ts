import { useState } from 'react';
import type { PickerFile } from '../picker/mediaDocuments';
import type { LibraryFolder } from './useLibraryState';

/** A folder or file of the listing, for actions on several at once. */
export type LibraryItem = { kind: 'folder'; key: string; name: string; folder: LibraryFolder } | { kind: 'file'; key: string; name: string; file: PickerFile };

export const folderKey = (folder: LibraryFolder) => `folder:${folder.path}`;
export const fileKey = (file: PickerFile) => `file:${file.id}`;

/** The listing's folders and files as items, in the order shown. */
export function itemsOf(folders: readonly LibraryFolder[], files: readonly PickerFile[]): LibraryItem[] {
  return [
    ...folders.map((folder) => ({ kind: 'folder' as const, key: folderKey(folder), name: folder.folderName, folder })),
    ...files.map((file) => ({ kind: 'file' as const, key: fileKey(file), name: file.fileName, file })),
  ];
}

export interface Selection {
  selected: ReadonlySet<string>;
  /** Checks or unchecks one item; with `range`, everything from the last one toggled takes its new state. */
  toggle(key: string, range: boolean): void;
  setAll(keys: readonly string[]): void;
}

/** Which items of the listing (`order`, as shown) are checked; shift-click checks a range. */
export function useSelection(order: readonly string[]): Selection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  // Only what is shown counts: items gone (moved, deleted, another folder) drop out.
  const shown = new Set(order.filter((key) => selected.has(key)));
  return {
    selected: shown,
    toggle(key, range) {
      const checking = !shown.has(key);
      const from = anchor === null ? -1 : order.indexOf(anchor);
      const to = order.indexOf(key);
      const keys = range && from >= 0 ? order.slice(Math.min(from, to), Math.max(from, to) + 1) : [key];
      const next = new Set(shown);
      for (const each of keys) {
        if (checking) next.add(each);
        else next.delete(each);
      }
      setSelected(next);
      setAnchor(key);
    },
    setAll(keys) {
      setSelected(new Set(keys));
      setAnchor(null);
    },
  };
}
