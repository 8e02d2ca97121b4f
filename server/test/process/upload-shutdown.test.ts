import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { spawnServer } from '../support/spawn-server.js';
import { tempUploads } from '../support/temp-uploads.js';

// An upload still arriving when the grace period after SIGTERM ends is cut off, and leaves no
// temp file behind (each process's uploads live in its own temp folder, removed on stop).

describe('an upload cut off by the end of the grace period', () => {
  it('leaves no temp file', { timeout: 90_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-upload-shutdown-'));
    try {
      const server = await spawnServer({ ...ADMIN_ENV, BLOKWERK_DATA_DIR: dataDir, DATABASE_URL: undefined, BLOKWERK_SHUTDOWN_GRACE_MS: '500' });
      const admin = await signedIn(server.url, ADMIN.email, ADMIN.password);
      const boundary = 'cut-off-upload';
      const head =
        `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n/\r\n--${boundary}\r\nContent-Disposition: form-data; name="f"; ` +
        `filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
      const request = http.request(`${server.url}/api/blokwerk/medialib/add-file`, {
        method: 'POST',
        headers: { ...admin.sessionHeaders(), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(50 * 1024 * 1024) },
      });
      request.on('error', () => undefined);
      request.write(head);
      // A real JPEG's first bytes (the upload is judged by them as they arrive), then more of the body.
      request.write(
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
          .jpeg()
          .toBuffer(),
      );
      request.write(Buffer.alloc(2 * 1024 * 1024));
      // The first megabytes are on disk in the server's temp folder.
      await expect.poll(() => tempUploads(dataDir), { timeout: 10_000 }).toHaveLength(1);
      server.child.kill('SIGTERM');
      const { code } = await server.exited;
      request.destroy();
      expect(code).toBe(0);
      expect(await tempUploads(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
