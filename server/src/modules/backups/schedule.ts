import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BackgroundDeps, BackgroundTask } from '../module.js';
import { CLI_NODE_FLAGS, PASSPHRASE_VARIABLE } from './backup-command.js';

/** Taken by the process that runs a scheduled backup: one at a time, whatever the processes. */
const SCHEDULE_LOCK = 0x626b7363; // "bksc"
/** How often each process asks whether a backup is due (at most; sooner with a shorter interval). */
const CHECK_MS = 10 * 60_000;
/** The first look after start: a site whose last backup is overdue gets one soon. */
const FIRST_CHECK_MS = 5_000;
/** `blokwerk-20261127T031500Z.tar`, `.tar.age` when encrypted: the name says when, in UTC. */
const ARCHIVE = /^blokwerk-(\d{8}T\d{6}Z)\.tar(\.age)?$/;
const CLI = fileURLToPath(new URL('../../backup/cli.js', import.meta.url));

const stamp = (at: Date) =>
  at
    .toISOString()
    .replaceAll(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
const timeOf = (name: string) => {
  const digits = ARCHIVE.exec(name)?.[1] ?? '';
  return Date.parse(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 11)}:${digits.slice(11, 13)}:${digits.slice(13)}`);
};

/**
 * BLOKWERK_BACKUP_DIR: every BLOKWERK_BACKUP_INTERVAL_HOURS the site backs itself up there (the
 * `npm run backup` command in a process of its own, so serving never shares its memory or event
 * loop; encrypted when BLOKWERK_BACKUP_PASSPHRASE is set) and keeps the newest
 * BLOKWERK_BACKUP_KEEP archives. Due is read from the newest archive's name, so restarts neither
 * repeat nor skip one; one process runs it, under an advisory lock held for its duration.
 */
export function scheduledBackups({ orm, config, log }: BackgroundDeps): BackgroundTask {
  const settings = config.backups;
  if (!settings) return { stop: async () => undefined };
  let running = Promise.resolve();
  let stopping = false;
  let child: ReturnType<typeof spawn> | undefined;

  const backUp = async (file: string) => {
    child = spawn(process.execPath, [...CLI_NODE_FLAGS, CLI, 'backup', file], {
      env: { ...process.env, BLOKWERK_DATA_DIR: config.dataDir, ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
    child = undefined;
    if (code === 0) log.info({ file, summary: output.trim() }, 'scheduled backup written');
    else if (!stopping) log.error({ file, code, signal, output: output.trim().slice(-2000) }, 'scheduled backup failed');
  };

  const runIfDue = async () => {
    // Checks queued behind a long backup still run after stop(): none may start another one then.
    if (stopping) return;
    await mkdir(settings.dir, { recursive: true, mode: 0o700 });
    // Held on one connection for the backup's length; the process that cannot take it leaves it to the one that has.
    await orm.em.fork().transactional(async (tx) => {
      const [lock] = await tx.execute<{ taken: boolean }[]>('select pg_try_advisory_xact_lock(?) as "taken"', [SCHEDULE_LOCK]);
      if (!lock?.taken) return;
      const names = (await readdir(settings.dir)).filter((name) => ARCHIVE.test(name)).toSorted();
      const newest = names.at(-1);
      if (stopping || (newest && Date.now() - timeOf(newest) < settings.intervalMs)) return;
      // Leftovers of a backup cut off by a crash: never an archive.
      for (const name of await readdir(settings.dir))
        if (name.startsWith('blokwerk-') && name.includes('.partial')) await rm(path.join(settings.dir, name), { force: true });
      const name = `blokwerk-${stamp(new Date())}.tar${process.env[PASSPHRASE_VARIABLE] ? '.age' : ''}`;
      await backUp(path.join(settings.dir, name));
      const kept = (await readdir(settings.dir)).filter((file) => ARCHIVE.test(file)).toSorted();
      for (const old of kept.slice(0, Math.max(0, kept.length - settings.keep))) await rm(path.join(settings.dir, old), { force: true });
    });
  };

  const check = () => {
    running = running.then(runIfDue).catch((error: unknown) => log.error({ err: error }, 'scheduled backup: the check failed'));
  };
  const first = setTimeout(check, FIRST_CHECK_MS);
  const timer = setInterval(check, Math.min(CHECK_MS, settings.intervalMs));
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopping = true;
      clearTimeout(first);
      clearInterval(timer);
      // A backup under way is stopped: it removes what it wrote (backup/cli.ts).
      child?.kill('SIGTERM');
      await running;
    },
  };
}
