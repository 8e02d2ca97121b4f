import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors.js';
import { receiveFile } from '../../src/modules/media/upload/receive.js';

// A refused upload leaves no temp file, however early the refusal comes: before its file has
// even been opened, the removal must wait for it (it once leaked one every few refusals).

describe('receiving an upload that is refused', () => {
  let dir: string;
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('removes the temp file of every refusal, early or late', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-receive-'));
    const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const codes = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        receiveFile(() => Readable.from([n % 2 ? executable : Buffer.alloc(2048, 0x61)]), 'setup.pdf', dir, { maxBytes: 1024 }).then(
          () => 'received',
          (error: unknown) => (error instanceof DomainError ? error.errors[0]?.code : String(error)),
        ),
      ),
    );
    expect(new Set(codes)).toEqual(new Set(['V_12', 'ML_01']));
    expect(await readdir(dir)).toEqual([]);
  });
});
