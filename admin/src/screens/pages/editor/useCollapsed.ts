import { useCallback, useState } from 'react';

const STORAGE_KEY = 'blokwerk.admin.collapsedBlocks';

function collapsedKeys(): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * Whether a block is collapsed, by its key. Kept in sessionStorage: the editor's tabs unmount the
 * block list, and a block collapsed before looking at the SEO tab stays collapsed after.
 */
export function useCollapsed(key: string): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setState] = useState(() => collapsedKeys().has(key));
  const setCollapsed = useCallback(
    (next: boolean) => {
      setState(next);
      const keys = collapsedKeys();
      if (next) keys.add(key);
      else keys.delete(key);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...keys]));
      } catch {
        // Storage refused: the state still holds while the list is shown.
      }
    },
    [key],
  );
  return [collapsed, setCollapsed];
}
