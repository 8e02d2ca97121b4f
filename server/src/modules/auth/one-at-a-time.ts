const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after every earlier call with the same key has settled (in this process).
 * Login attempts on one account queue up this way: once it is locked, the attempts still
 * waiting are refused by a cheap query instead of each costing an argon2 verification.
 */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const current = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const settled = current.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  try {
    return await current;
  } finally {
    if (queues.get(key) === settled) queues.delete(key);
  }
}
