import type { MenuItemFieldsFragment } from '../../gql/graphql';
import { isMenuTarget, type MenuTargetValue } from './menuTarget';

/**
 * One row of the menu being edited: the tree flattened depth-first, each item's depth
 * saying where it hangs (a row is a child of the nearest row above it that is one level up).
 */
export interface DraftItem {
  /** Stable across edits: the server id, or `new-…` until saved. */
  key: string;
  id: number | null;
  depth: number;
  label: string;
  target: MenuTargetValue;
  /** The server's verdict on the saved target: ok, missing or unpublished. */
  targetState: string;
  /** The title of an internal target's page, where known. */
  pageTitle: string | null;
  /** A route target's route ("Vacatures (/vacatures)"), while it is declared. */
  route: { title: string; path: string } | null;
}

export function draftOf(items: readonly MenuItemFieldsFragment[]): DraftItem[] {
  return items.flatMap((item) =>
    isMenuTarget(item.target)
      ? [
          {
            key: String(item.id),
            id: item.id,
            depth: item.depth,
            label: item.label,
            target: item.target,
            targetState: item.targetState,
            pageTitle: item.page?.title ?? null,
            route: item.route ?? null,
          },
        ]
      : [],
  );
}

/** The row with its descendants: from `index` up to the next row at its depth or above. */
export function subtreeEnd(items: readonly DraftItem[], index: number): number {
  const depth = items[index]?.depth ?? 0;
  let end = index + 1;
  while (end < items.length && (items[end]?.depth ?? 0) > depth) end++;
  return end;
}

/** Depths that can be read as a tree: the first row at the top, none more than one level below the row above. */
function normalized(items: readonly DraftItem[]): DraftItem[] {
  let previous = -1;
  return items.map((item) => {
    const depth = Math.max(0, Math.min(item.depth, previous + 1));
    previous = depth;
    return depth === item.depth ? item : { ...item, depth };
  });
}

/**
 * Moves a row with its descendants so that it lands where row `to` was, `depthChange` levels
 * deeper (negative: shallower), as far as the rows around allow.
 */
export function moveRow(items: readonly DraftItem[], from: number, to: number, depthChange: number): DraftItem[] {
  const end = subtreeEnd(items, from);
  if (to > from && to < end) return [...items];
  const block = items.slice(from, end);
  const rest = [...items.slice(0, from), ...items.slice(end)];
  const root = block[0];
  if (!root) return [...items];
  // Dropping downwards lands after the row that was at `to`, upwards before it.
  const at = to === from ? from : rest.findIndex((item) => item.key === items[to]?.key) + (to > from ? 1 : 0);
  const insertAt = at < 0 ? rest.length : at;
  const above = rest[insertAt - 1];
  const depth = Math.max(0, Math.min(root.depth + depthChange, above ? above.depth + 1 : 0));
  const shifted = block.map((item) => ({ ...item, depth: item.depth - root.depth + depth }));
  return normalized([...rest.slice(0, insertAt), ...shifted, ...rest.slice(insertAt)]);
}

/** One level deeper: a child of the row above (with its descendants). */
export function canIndent(items: readonly DraftItem[], index: number): boolean {
  const above = items[index - 1];
  const row = items[index];
  return above !== undefined && row !== undefined && row.depth <= above.depth;
}

export function indent(items: readonly DraftItem[], index: number): DraftItem[] {
  if (!canIndent(items, index)) return [...items];
  const end = subtreeEnd(items, index);
  return items.map((item, i) => (i >= index && i < end ? { ...item, depth: item.depth + 1 } : item));
}

/** One level up: placed right after its parent's descendants, so its later siblings stay where they were. */
export function outdent(items: readonly DraftItem[], index: number): DraftItem[] {
  const row = items[index];
  if (!row || row.depth === 0) return [...items];
  const end = subtreeEnd(items, index);
  const block = items.slice(index, end).map((item) => ({ ...item, depth: item.depth - 1 }));
  let after = end;
  while (after < items.length && (items[after]?.depth ?? 0) >= row.depth) after++;
  return [...items.slice(0, index), ...items.slice(end, after), ...block, ...items.slice(after)];
}

/** Without its descendants, or with them: they then move up a level into its place. */
export function removeRow(items: readonly DraftItem[], index: number, withChildren: boolean): DraftItem[] {
  const end = subtreeEnd(items, index);
  const children = withChildren ? [] : items.slice(index + 1, end).map((item) => ({ ...item, depth: item.depth - 1 }));
  return normalized([...items.slice(0, index), ...children, ...items.slice(end)]);
}

/** Where each row hangs: its parent row's key (null at the top) and its place among its siblings. */
export function placesOf(items: readonly DraftItem[]): Map<string, { parentKey: string | null; position: number }> {
  const places = new Map<string, { parentKey: string | null; position: number }>();
  const ancestors: string[] = [];
  const counts = new Map<string | null, number>();
  for (const item of items) {
    ancestors.length = item.depth;
    const parentKey = ancestors[item.depth - 1] ?? null;
    const position = counts.get(parentKey) ?? 0;
    counts.set(parentKey, position + 1);
    places.set(item.key, { parentKey, position });
    ancestors.push(item.key);
  }
  return places;
}

/** Whether the draft differs from what the server holds. */
export function isChanged(draft: readonly DraftItem[], saved: readonly DraftItem[]): boolean {
  const compared = (items: readonly DraftItem[]) => JSON.stringify(items.map(({ key, depth, label, target }) => [key, depth, label, target]));
  return compared(draft) !== compared(saved);
}
