/** A block type as the inserter lists it. */
export interface InsertableBlock {
  id: string;
  label: string;
  description?: string | null;
  keywords?: readonly string[];
  icon: string;
  category: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * The block types matching a search, best first: names starting with it, then names containing
 * it, then descriptions and keywords containing it (accents and case ignored).
 */
export function searchBlocks<T extends InsertableBlock>(types: readonly T[], query: string): T[] {
  const wanted = fold(query.trim());
  if (wanted === '') return [...types];
  const rank = (type: T) => {
    const name = fold(type.label);
    if (name.startsWith(wanted)) return 0;
    if (name.includes(wanted)) return 1;
    return [type.description ?? '', ...(type.keywords ?? [])].some((text) => fold(text).includes(wanted)) ? 2 : 3;
  };
  return types
    .map((type) => ({ type, rank: rank(type) }))
    .filter((entry) => entry.rank < 3)
    .toSorted((a, b) => a.rank - b.rank)
    .map((entry) => entry.type);
}

const RECENT_LIMIT = 6;
const recentKey = (userId: string | number) => `blokwerk.admin.recentBlocks.${userId}`;

/** The block types this user inserted last, newest first (this browser's localStorage). */
export function recentBlockTypes(userId: string | number | undefined): string[] {
  if (userId === undefined) return [];
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(recentKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberBlockType(userId: string | number | undefined, blockType: string): void {
  if (userId === undefined) return;
  const next = [blockType, ...recentBlockTypes(userId).filter((id) => id !== blockType)].slice(0, RECENT_LIMIT);
  try {
    localStorage.setItem(recentKey(userId), JSON.stringify(next));
  } catch {
    // Storage full or refused: the group just stays as it was.
  }
}
