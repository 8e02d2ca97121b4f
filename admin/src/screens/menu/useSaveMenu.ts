import { useMutation } from '@apollo/client/react';
import type { MenuItemFieldsFragment } from '../../gql/graphql';
import { AddMenuItemMutation, DeleteMenuItemMutation, EditMenuItemMutation, MoveMenuItemMutation } from './menuDocuments';
import { placesOf, type DraftItem } from './menuDraft';

const sameTarget = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A save that failed part way: what the server holds now and the server ids of the rows it
 * created, so the next save continues from there instead of adding those rows again.
 */
export class PartialMenuSave extends Error {
  constructor(
    readonly tree: MenuItemFieldsFragment[],
    readonly created: ReadonlyMap<string, number>,
    readonly failure: unknown,
  ) {
    super('the menu was saved in part');
    this.name = 'PartialMenuSave';
  }
}

/**
 * Stores a draft as the server's item operations: removed items go first (their children
 * move up), then every row in order, a parent always before its children, is added or moved
 * to its place and edited where it changed. Answers the tree the last operation left; a
 * failure part way throws PartialMenuSave with what was stored.
 */
export function useSaveMenu() {
  const [addItem] = useMutation(AddMenuItemMutation);
  const [editItem] = useMutation(EditMenuItemMutation);
  const [moveItem] = useMutation(MoveMenuItemMutation);
  const [deleteItem] = useMutation(DeleteMenuItemMutation);

  return async (locale: string, draft: readonly DraftItem[], saved: readonly MenuItemFieldsFragment[]): Promise<MenuItemFieldsFragment[]> => {
    let tree = [...saved];
    const created = new Map<string, number>();
    try {
      await apply();
    } catch (failure) {
      throw new PartialMenuSave(tree, created, failure);
    }
    return tree;

    async function apply(): Promise<void> {
      const keep = new Set(draft.flatMap((item) => (item.id === null ? [] : [item.id])));
      for (const item of saved) {
        if (keep.has(item.id) || !tree.some((current) => current.id === item.id)) continue;
        const { data } = await deleteItem({ variables: { id: item.id, withChildren: false } });
        if (data) tree = data.deleteMenuItem.items;
      }
      const places = placesOf(draft);
      const ids = new Map<string, number>();
      for (const item of draft) {
        const place = places.get(item.key);
        const parentKey = place?.parentKey ?? null;
        const parentID = parentKey === null ? null : (ids.get(parentKey) ?? null);
        const position = place?.position ?? 0;
        if (item.id === null) {
          const { data } = await addItem({ variables: { input: { locale, parentID, position, label: item.label, target: item.target } } });
          if (!data) continue;
          ids.set(item.key, data.addMenuItem.itemID);
          created.set(item.key, data.addMenuItem.itemID);
          tree = data.addMenuItem.items;
          continue;
        }
        const id = item.id;
        ids.set(item.key, id);
        const current = tree.find((node) => node.id === id);
        if (current?.parentID !== parentID || current.position !== position) {
          const { data } = await moveItem({ variables: { id, parentID, position } });
          if (data) tree = data.moveMenuItem.items;
        }
        if (current?.label !== item.label || !sameTarget(current.target, item.target)) {
          const { data } = await editItem({ variables: { input: { id, label: item.label, target: item.target } } });
          if (data) tree = data.editMenuItem.items;
        }
      }
    }
  };
}
