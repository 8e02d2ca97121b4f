/**
 * What keeps a worker's memory flat under load (docs/operations.md, "Memory"). Left alone, V8
 * sizes its heap for the machine (a quarter of its memory, 4 GB here) and lets the old
 * generation grow far past what is live before collecting, and glibc gives every thread that
 * mallocs (the libuv pool compressing answers) an arena of its own; the soak (`npm run
 * bench:soak`) saw a process grow from 320 to 580 MB that way with about 100 MB live.
 */

/** V8's young generation per semi-space, in MB: enough for a render's garbage, less than V8's default for a big heap. */
const SEMI_SPACE_MB = 8;
/** glibc malloc arenas per process: two keep the pool's threads from each holding freed memory apart. */
const MALLOC_ARENAS = '2';

/**
 * The node flags a worker starts with: the process's own, plus the heap limits unless those name
 * them already (an operator's NODE_OPTIONS or flags win).
 */
export function workerExecArgv(ownArgv: readonly string[], nodeOptions: string | undefined, heapMb: number): string[] {
  const given = [...ownArgv, ...(nodeOptions ?? '').split(/\s+/)];
  const names = (flag: string) => given.some((arg) => arg.replaceAll('_', '-').startsWith(flag));
  return [
    ...ownArgv,
    ...(names('--max-old-space-size') ? [] : [`--max-old-space-size=${heapMb}`]),
    ...(names('--max-semi-space-size') ? [] : [`--max-semi-space-size=${SEMI_SPACE_MB}`]),
  ];
}

/** The environment a worker adds to the primary's: MALLOC_ARENA_MAX unless set. */
export function workerMemoryEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return env.MALLOC_ARENA_MAX ? {} : { MALLOC_ARENA_MAX: MALLOC_ARENAS };
}
