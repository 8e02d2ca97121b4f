import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export, so every screen is its own chunk. */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
