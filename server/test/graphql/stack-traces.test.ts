import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendsStackTraces } from '../../src/graphql/apollo.js';
import { ApiClient } from '../support/api-client.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

// Spawns the built server (`npm run build -w server`) as docs/operations.md's production command runs it: no NODE_ENV.

describe('GraphQL error answers', { timeout: 90_000 }, () => {
  let database: TestDatabase;
  let dataDir: string;
  let server: SpawnedServer | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-stacks-'));
    server = await spawnServer({ NODE_ENV: undefined, DATABASE_URL: database.url, BLOKWERK_DATA_DIR: dataDir });
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('carry no stack trace without NODE_ENV, nor with any value but development or test', async () => {
    const client = await new ApiClient(server?.url ?? '').prime();
    for (const query of ['{', '{ nosuchfield }', 'query($n: Int!) { page(id: $n) { page { id } } }']) {
      const res = await client.graphql(query, { n: 'not a number' });
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.body.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|\.js:\d+/);
    }
    expect([undefined, '', 'production', 'staging', 'prod'].map(sendsStackTraces)).toEqual([false, false, false, false, false]);
    expect(['development', 'test'].map(sendsStackTraces)).toEqual([true, true]);
  });
});
