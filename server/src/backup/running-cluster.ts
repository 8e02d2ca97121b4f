import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface Credentials {
  user: string;
  password: string;
}

const readText = (file: string) => readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'ENOENT') return undefined;
  throw error;
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, as another user (the `postgres` user a root-run cluster runs as).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The URL of the embedded PostgreSQL that a running Blokwerk keeps for `dataDir`, or undefined
 * when none runs. Read-only, from what the server leaves on disk (db/embedded.ts,
 * db/embedded-reach.ts): the credentials it made, the cluster folder (`dataDir/postgres`, or
 * where `postgres-location` says), and the `postmaster.pid` PostgreSQL writes there while it
 * runs, whose first line is its process id and fourth its port.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  const credentials = await readText(path.join(dataDir, 'postgres-credentials.json'));
  if (credentials === undefined) return undefined;
  const location = (await readText(path.join(dataDir, 'postgres-location')))?.trim();
  const lockFile = await readText(path.join(location || path.join(dataDir, 'postgres'), 'postmaster.pid'));
  const [pid, , , port] = lockFile?.split('\n') ?? [];
  if (!pid || !port || !/^\d+$/.test(pid) || !/^\d+$/.test(port) || !alive(Number(pid))) return undefined;
  const { user, password } = JSON.parse(credentials) as Credentials;
  return `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/blokwerk`;
}
