import { spawn } from 'node:child_process';
import { cp, lstat, mkdir, readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stageNamed, type Dockerfile, type Instruction, type Stage } from './dockerfile.js';

/**
 * Replays a Dockerfile's stages without Docker: each stage's file system is a folder of its own
 * (image path /app → <stage folder>/app), COPY brings exactly what Docker's would (the build
 * context less .dockerignore), RUN lines run here with the stage's ENV in its WORKDIR. The base
 * image `node:<major>-…` stands for this machine with this Node (the major must match). USER is
 * recorded but not switched to (the replay runs as whoever runs the tests).
 */

export interface ReplayedImage {
  /** The folder standing for the image's `/`. */
  root: string;
  env: Record<string, string>;
  /** The WORKDIR, as an image path. */
  workdir: string;
  cmd: string[];
  user?: string;
}

export interface ReplayOptions {
  /** The build context (the repository). */
  context: string;
  /** Where the stages' folders go (empty). */
  workRoot: string;
  /** The stage to build (Docker's --target); the last by default. */
  target?: string;
  /** Added to every RUN's environment, as a builder's own settings would be (npm's cache, say). */
  runEnv?: Record<string, string>;
}

// A CommonJS package whose types declare an ES default export: required, as Node loads it.
const dockerignore = createRequire(import.meta.url)('@balena/dockerignore') as typeof import('@balena/dockerignore').default;

/** The PATH of the official node images; this Node's folder comes first in the replay. */
const IMAGE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** Go's filepath.Match, which COPY's wildcards follow: per path segment, `*`, `?` and `[…]`. */
function globSegment(pattern: string): RegExp {
  const source = pattern
    .replace(/[.+^${}()|\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]')
    .replace(/\[!/g, '[^');
  return new RegExp(`^${source}$`);
}

/** The context's files and folders after .dockerignore, as relative paths with `/`. */
export async function contextEntries(context: string): Promise<Set<string>> {
  const patterns = await readFile(path.join(context, '.dockerignore'), 'utf8').catch(() => '');
  const ignored = dockerignore({ ignorecase: false }).add(patterns.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#')));
  // A folder left out with no `!` exception can be skipped whole (node_modules is big).
  const exceptions = /^\s*!/m.test(patterns);
  const entries = new Set<string>();
  const walk = async (relative: string) => {
    for (const entry of await readdir(path.join(context, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      const left = ignored.ignores(name);
      if (!left) entries.add(name);
      if (entry.isDirectory() && (!left || exceptions)) await walk(name);
    }
  };
  await walk('');
  return entries;
}

/** The image path an argument names, from the stage's WORKDIR. */
const imagePath = (workdir: string, target: string) => path.posix.resolve(workdir, target);
/** Where an image path is in the stage's folder. */
const inRoot = (root: string, imageFile: string) => path.join(root, ...imageFile.split('/'));

/** The context paths a COPY source names: itself, or what its wildcards match (none is no error, as in BuildKit). */
function matchContext(entries: Set<string>, source: string, line: number): string[] {
  const normal = path.posix.normalize(source).replace(/^(\.\/)+|\/+$/g, '');
  if (normal === '.' || normal === '') return ['.'];
  if (!/[*?[]/.test(normal)) {
    if (!entries.has(normal)) throw new Error(`Dockerfile line ${line}: COPY ${source}: not in the build context (missing, or left out by .dockerignore)`);
    return [normal];
  }
  const segments = normal.split('/').map(globSegment);
  return [...entries]
    .filter((entry) => {
      const parts = entry.split('/');
      return parts.length === segments.length && parts.every((part, i) => segments[i]?.test(part));
    })
    .toSorted();
}

/** A folder's contents go into dest; a file to dest, or dest/<name> when dest ends in / (dest/<its path> with --parents). */
function copyTarget(dest: string, copy: Extract<Instruction, { kind: 'copy' }>, match: string, isDir: boolean): string {
  if (copy.parents && match !== '.') return path.posix.join(dest, match);
  if (isDir || !copy.dest.endsWith('/')) return dest;
  return path.posix.join(dest, path.posix.basename(match));
}

async function copyContext(entries: Set<string>, context: string, root: string, workdir: string, copy: Extract<Instruction, { kind: 'copy' }>) {
  const dest = imagePath(workdir, copy.dest);
  const matches = copy.sources.flatMap((source) => matchContext(entries, source, copy.line));
  const many = copy.sources.length > 1 || copy.sources.some((source) => /[*?[]/.test(source));
  if (many && !copy.dest.endsWith('/')) throw new Error(`Dockerfile line ${copy.line}: COPY of several files needs a destination ending in /`);
  for (const match of matches) {
    const from = path.join(context, match);
    const isDir = match === '.' || (await lstat(from)).isDirectory();
    const target = copyTarget(dest, copy, match, isDir);
    if (!isDir) {
      await mkdir(path.dirname(inRoot(root, target)), { recursive: true });
      await cp(from, inRoot(root, target));
      continue;
    }
    const prefix = match === '.' ? '' : `${match}/`;
    for (const entry of [...entries].filter((e) => e.startsWith(prefix)).toSorted()) {
      const out = inRoot(root, path.posix.join(target, entry.slice(prefix.length)));
      const stat = await lstat(path.join(context, entry));
      if (stat.isDirectory()) await mkdir(out, { recursive: true });
      else {
        await mkdir(path.dirname(out), { recursive: true });
        await cp(path.join(context, entry), out, { verbatimSymlinks: true });
      }
    }
  }
}

function run(argv: string[], cwd: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const [command = '', ...args] = argv;
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-6000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${argv.join(' ')} exited with ${code}:\n${tail}`));
    });
  });
}

/** The replay runs RUN lines on this machine: an absolute path would reach outside the stage's folder. */
function refuseAbsolutePaths(command: string | string[], line: number) {
  const text = Array.isArray(command) ? command.join(' ') : command;
  const absolute = /(?:^|[\s=:'"])(\/[A-Za-z][^\s'"]*)/.exec(text)?.[1];
  if (absolute)
    throw new Error(`Dockerfile line ${line}: RUN names ${absolute}, which the replay cannot map into the stage's folder; use a path relative to WORKDIR`);
}

/** Builds `target` (and the stages it copies from) into `workRoot`. */
export async function replayImage(dockerfile: Dockerfile, options: ReplayOptions): Promise<ReplayedImage> {
  const built = new Map<string, ReplayedImage>();

  const build = async (stage: Stage): Promise<ReplayedImage> => {
    const key = stage.name ?? String(stage.line);
    const done = built.get(key);
    if (done) return done;
    const earlier = dockerfile.stages.find((s) => s.name === stage.base);
    let image: ReplayedImage;
    if (earlier) {
      const base = await build(earlier);
      image = { ...base, root: path.join(options.workRoot, key), env: { ...base.env } };
      await cp(base.root, image.root, { recursive: true, verbatimSymlinks: true });
    } else {
      const major = /^node:(\d+)[-.]/.exec(stage.base)?.[1];
      if (major !== process.versions.node.split('.')[0])
        throw new Error(
          `Dockerfile line ${stage.line}: FROM ${stage.base} is not replayed: only node:<major>-… with this Node's major (${process.versions.node})`,
        );
      image = { root: path.join(options.workRoot, key), env: { PATH: `${path.dirname(process.execPath)}:${IMAGE_PATH}` }, workdir: '/', cmd: ['node'] };
      await mkdir(image.root, { recursive: true });
    }
    for (const step of stage.instructions) {
      switch (step.kind) {
        case 'workdir':
          image.workdir = imagePath(image.workdir, step.path);
          await mkdir(inRoot(image.root, image.workdir), { recursive: true });
          break;
        case 'env':
          Object.assign(image.env, step.vars);
          break;
        case 'copy':
          if (step.from) {
            const fromStage = dockerfile.stages.find((s) => s.name === step.from);
            if (!fromStage) throw new Error(`Dockerfile line ${step.line}: COPY --from=${step.from}: no such stage (images are not replayed)`);
            const from = await build(fromStage);
            if (step.sources.length !== 1 || step.parents)
              throw new Error(`Dockerfile line ${step.line}: COPY --from is replayed for one source without --parents`);
            const source = inRoot(from.root, imagePath(from.workdir, step.sources[0] ?? ''));
            if (!(await lstat(source)).isDirectory()) throw new Error(`Dockerfile line ${step.line}: COPY --from is replayed for a folder only`);
            const dest = inRoot(image.root, imagePath(image.workdir, step.dest));
            await mkdir(dest, { recursive: true });
            // A folder's contents into dest, as hard links (`cp -al`): both stages' folders are the
            // replay's own and neither changes after, and node_modules is large.
            await run(['cp', '-al', `${source}/.`, dest], options.workRoot, { PATH: IMAGE_PATH });
          } else {
            // Listed anew for each COPY, as BuildKit syncs the context when a step needs it.
            await copyContext(await contextEntries(options.context), options.context, image.root, image.workdir, step);
          }
          break;
        case 'run': {
          refuseAbsolutePaths(step.command, step.line);
          const argv = Array.isArray(step.command) ? step.command : ['/bin/sh', '-c', step.command];
          await run(argv, inRoot(image.root, image.workdir), { HOME: process.env.HOME ?? '/root', ...image.env, ...options.runEnv });
          break;
        }
        case 'user':
          image.user = step.user;
          break;
        case 'cmd':
          image.cmd = step.argv;
          break;
        default:
          break; // VOLUME, EXPOSE, HEALTHCHECK, STOPSIGNAL: nothing to build
      }
    }
    built.set(key, image);
    return image;
  };
  return build(stageNamed(dockerfile, options.target));
}
