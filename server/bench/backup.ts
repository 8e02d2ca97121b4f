import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CLI_NODE_FLAGS } from '../src/modules/backups/backup-command.js';
import { repoRoot } from '../src/paths.js';
import { benchBlocks } from './bench-blocks.js';
import { ensureBenchPages, startBenchServer, type BenchServer } from './bench-server.js';

/**
 * `npm run bench:backup` (issue 30): `npm run backup` and `npm run restore` (the built command,
 * each its own process) over a site of 10,000 and of 100,000 pages of 20 blocks (bench-server's
 * seeding; BACKUP_BENCH_PAGES to choose other sizes) with one media original of 256 KB for every
 * BACKUP_BENCH_PAGES_PER_FILE (10) pages: bytes that do not compress, as photos do not (0: pages
 * only). The backup runs while the site's server serves (it reads the server's embedded
 * PostgreSQL); the restore goes into a new data folder (its embedded PostgreSQL started for it).
 * Goals: each command's peak RSS within 10 % between the sizes (memory flat), and at least 50 MB/s
 * of archive written.
 */
const SIZES = (process.env.BACKUP_BENCH_PAGES ?? '10000,100000').split(',').map(Number);
const PAGES_PER_FILE = Number(process.env.BACKUP_BENCH_PAGES_PER_FILE ?? 10);
const FILE_BYTES = 256 * 1024;
const CLI = path.join(repoRoot, 'server', 'dist', 'backup', 'cli.js');
const blocks = JSON.stringify(benchBlocks(20));

interface Run {
  seconds: number;
  peakMb: number;
  line: string;
}

/** Runs the built command on the bench's core-only site; its summary line says its peak memory (getrusage's maxrss). */
async function command(args: string[], dataDir: string): Promise<Run> {
  const started = performance.now();
  const child = spawn(process.execPath, [...CLI_NODE_FLAGS, CLI, ...args], {
    env: { ...process.env, DATABASE_URL: '', BLOKWERK_DATA_DIR: dataDir, BLOKWERK_EXTENSIONS: 'none' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let line = '';
  child.stdout.on('data', (chunk: Buffer) => (line += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`${args[0]} failed (${code})`);
  const peak = /peak memory (\d+) MB/.exec(line)?.[1];
  return { seconds: (performance.now() - started) / 1000, peakMb: Number(peak), line: line.trim() };
}

interface Size {
  pages: number;
  archiveMb: number;
  /** What the archive holds before compression: the tables' COPY text and the files. */
  dataMb: number;
  backup: Run;
  restore: Run;
}

const figure = (line: string, pattern: RegExp) => Number(pattern.exec(line)?.[1] ?? Number.NaN);

/** `count` media originals of random bytes in the root folder, written as the file-system storage keeps them; kept ones are reused. */
async function ensureBenchFiles({ server, dataDir }: BenchServer, count: number): Promise<void> {
  const pool = server.db.pool;
  const {
    rows: [seeded],
  } = await pool.query<{ n: number }>(`select count(*)::int as n from "media_file" where "file_name" like 'bench-%'`);
  const from = seeded?.n ?? 0;
  if (from >= count) return;
  const started = Date.now();
  const rows: unknown[][] = [];
  for (let i = from; i < count; i++) {
    const bytes = randomBytes(FILE_BYTES);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const file = path.join(dataDir, 'media', 'objects', hash.slice(0, 2), hash.slice(2, 4), hash);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    rows.push([`bench-${i}.jpg`, hash, FILE_BYTES]);
    if (rows.length === 1000 || i === count - 1) {
      const values = rows.map(
        (_, r) => `((select "id" from "media_folder" where "path" = '/'), $${r * 3 + 1}, $${r * 3 + 2}, $${r * 3 + 3}, 'image/jpeg', 1600, 1200, now(), now())`,
      );
      await pool.query(
        `insert into "media_file" ("folder_id", "file_name", "hash", "size", "mime_type", "width", "height", "created_at", "updated_at")
          values ${values.join(', ')}`,
        rows.flat(),
      );
      rows.length = 0;
    }
  }
  process.stdout.write(`seeded ${count - from} media files of ${FILE_BYTES / 1024} KB in ${((Date.now() - started) / 1000).toFixed(1)} s
`);
}

async function measureSize(pages: number, work: string): Promise<Size> {
  const base = process.env.BENCH_DATA_DIR;
  // One seeded site per size; BENCH_DATA_DIR keeps them (as pages-<n>) for the next run.
  if (base) process.env.BENCH_DATA_DIR = path.join(base, `pages-${pages}`);
  const bench = await startBenchServer();
  if (base) process.env.BENCH_DATA_DIR = base;
  const archive = path.join(work, `site-${pages}.tar`);
  let backup: Run;
  try {
    await ensureBenchPages(bench, pages, blocks);
    if (PAGES_PER_FILE > 0) await ensureBenchFiles(bench, Math.floor(pages / PAGES_PER_FILE));
    backup = await command(['backup', archive], bench.dataDir);
  } finally {
    await bench.close();
  }
  const target = await mkdtemp(path.join(work, `restored-${pages}-`));
  const restore = await command(['restore', archive], target);
  await rm(target, { recursive: true, force: true });
  const archiveMb = (await stat(archive)).size / 1e6;
  await rm(archive);
  const dataMb = figure(backup.line, /\(([\d.]+) MB of table data\)/) + figure(backup.line, /files of ([\d.]+) MB/);
  return { pages, archiveMb, dataMb, backup, restore };
}

const work = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-backup-bench-'));
const results: Size[] = [];
try {
  for (const pages of SIZES) {
    const size = await measureSize(pages, work);
    process.stdout.write(`${size.backup.line}\n${size.restore.line}\n`);
    results.push(size);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

const rate = (mb: number, seconds: number) => mb / seconds;
/** Within 10 % of the smaller size's figure. */
const flat = (a: number, b: number) => Math.abs(b - a) / a <= 0.1;
process.stdout.write(
  `\nwall times of the whole command (a new process: about 1.5 s of it is Node loading Blokwerk; the restore's includes initialising its embedded ` +
    `PostgreSQL)\n`,
);
process.stdout.write(
  `| pages | archive MB | data archived MB | backup s | data archived MB/s | archive written MB/s | backup peak RSS MB | restore s | restore peak ` +
    `RSS MB |\n|---|---|---|---|---|---|---|---|---|\n`,
);
for (const r of results) {
  process.stdout.write(
    `| ${r.pages.toLocaleString('en')} | ${r.archiveMb.toFixed(1)} | ${r.dataMb.toFixed(1)} | ${r.backup.seconds.toFixed(1)} | ` +
      `${rate(r.dataMb, r.backup.seconds).toFixed(1)} | ${rate(r.archiveMb, r.backup.seconds).toFixed(1)} | ${r.backup.peakMb} | ` +
      `${r.restore.seconds.toFixed(1)} | ${r.restore.peakMb} |\n`,
  );
}
const [small, large] = [results[0], results.at(-1)];
if (small && large && small !== large) {
  const written = rate(large.archiveMb, large.backup.seconds);
  process.stdout.write(`\ngoals:\n`);
  process.stdout.write(
    `- backup peak RSS flat (within 10 %): ${small.backup.peakMb} → ${large.backup.peakMb} MB: ` +
      `${flat(small.backup.peakMb, large.backup.peakMb) ? 'met' : 'NOT met'}\n`,
  );
  process.stdout.write(
    `- restore peak RSS flat (within 10 %): ${small.restore.peakMb} → ${large.restore.peakMb} MB: ` +
      `${flat(small.restore.peakMb, large.restore.peakMb) ? 'met' : 'NOT met'}\n`,
  );
  process.stdout.write(
    `- at least 50 MB/s of archive written at ${large.pages.toLocaleString('en')} pages: ${written.toFixed(1)} MB/s: ${written >= 50 ? 'met' : 'NOT met'}\n`,
  );
  process.stdout.write(
    `  (restore read the archive at ${rate(large.archiveMb, large.restore.seconds).toFixed(1)} MB/s; table data compresses ` +
      `${(large.dataMb / large.archiveMb).toFixed(1)}-fold in the whole ` +
      `here${PAGES_PER_FILE > 0 ? '' : ': with pages only, the archive is small and its MB/s says little, see data archived'})\n`,
  );
}
