import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: whether the island runs never changes once it does. */
const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true once the island runs: a form renders as one
 * plain form first and enhances itself (steps, the bot check) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
