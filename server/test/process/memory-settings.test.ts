import { describe, expect, it } from 'vitest';
import { workerExecArgv, workerMemoryEnv } from '../../src/cluster/memory-settings.js';

describe("a worker's memory settings", () => {
  it('bound the heap and the malloc arenas unless the operator set them', () => {
    expect(workerExecArgv(['--enable-source-maps'], undefined, 512)).toEqual(['--enable-source-maps', '--max-old-space-size=512', '--max-semi-space-size=8']);
    expect(workerExecArgv([], '--max_old_space_size=2048', 512)).toEqual(['--max-semi-space-size=8']);
    expect(workerExecArgv(['--max-semi-space-size=32'], '', 768)).toEqual(['--max-semi-space-size=32', '--max-old-space-size=768']);
    expect(workerMemoryEnv({})).toEqual({ MALLOC_ARENA_MAX: '2' });
    expect(workerMemoryEnv({ MALLOC_ARENA_MAX: '8' })).toEqual({});
  });
});
