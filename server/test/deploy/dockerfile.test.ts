import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/paths.js';
import { parseDockerfile, stageNamed } from '../support/dockerfile.js';
import { contextEntries, replayImage } from '../support/docker-replay.js';

/** The Dockerfile's shape, and the replay's own rules on a small context (the full replay: dockerfile-replay.test.ts). */
describe('the Dockerfile', () => {
  it('installs with the package.json of every workspace, extensions included, before copying the rest', async () => {
    const manifest = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[]; blokwerk: { extensions: string[] } };
    const dockerfile = parseDockerfile(await readFile(path.join(repoRoot, 'Dockerfile'), 'utf8'));
    const build = stageNamed(dockerfile, 'build').instructions;
    const firstRun = build.findIndex((step) => step.kind === 'run');
    const installCopies = build.slice(0, firstRun).flatMap((step) => (step.kind === 'copy' ? [step] : []));
    expect(installCopies).toHaveLength(1);
    const [install] = installCopies;
    expect(install?.parents).toBe(true);
    expect(install?.sources.toSorted()).toEqual(['package-lock.json', 'package.json', ...manifest.workspaces.map((w) => `${w}/package.json`)].toSorted());
    // --parents is stable from Dockerfile 1.20 on.
    expect(dockerfile.syntax).toMatch(/^docker\/dockerfile:1\.(2\d|[3-9]\d)/);
    // A configured extension in a folder is one of the workspaces, so its dependencies are installed.
    for (const entry of manifest.blokwerk.extensions.filter((e) => e.startsWith('.'))) {
      const folder = path.posix.normalize(entry);
      expect(
        manifest.workspaces.some((w) => path.matchesGlob(folder, w)),
        entry,
      ).toBe(true);
    }
  });

  it('leaves installed packages, builds, data, test output and history out of the build context', async () => {
    const entries = [...(await contextEntries(repoRoot))];
    expect(entries).toEqual(
      expect.arrayContaining(['Dockerfile', 'package.json', 'package-lock.json', 'server/src/main.ts', 'extensions/recruitment/package.json']),
    );
    const leaked = entries.filter((entry) => /(^|\/)(node_modules|dist|test-build|\.astro)(\/|$)|^(\.git|data|test-results|\.env)(\/|$)/.test(entry));
    expect(leaked).toEqual([]);
  });
});

describe('the replay', () => {
  let context: string;
  let work: string;
  beforeAll(async () => {
    context = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-replay-context-'));
    work = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-replay-work-'));
    for (const file of ['package.json', 'a/package.json', 'b/package.json', 'a/src/x.txt', 'skip/package.json', 'a/node_modules/y.txt']) {
      await mkdir(path.dirname(path.join(context, file)), { recursive: true });
      await writeFile(path.join(context, file), file);
    }
    await writeFile(path.join(context, '.dockerignore'), '**/node_modules\nskip\n');
  });
  afterAll(async () => {
    await rm(context, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  });

  const replay = async (text: string, target?: string) =>
    replayImage(parseDockerfile(text), { context, workRoot: path.join(work, String(Math.random()).slice(2)), target });

  it('copies what each COPY brings, as Docker does, and runs RUN lines in the WORKDIR', async () => {
    const image = await replay(`FROM node:${process.versions.node.split('.')[0]}-bookworm-slim AS build
WORKDIR /app
ENV GREETING="hello there"
COPY --parents package.json */package.json ./
RUN ls -R . > listing.txt && echo "$GREETING" > greeting.txt
COPY a/src lib/
FROM node:${process.versions.node.split('.')[0]}-bookworm-slim
COPY --from=build /app /srv
CMD ["node", "main.js"]
`);
    const listing = await readFile(path.join(image.root, 'srv', 'listing.txt'), 'utf8');
    expect(listing).toMatch(/^\.\/a:\npackage\.json$/m); // a's package.json alone: no src, no node_modules yet
    expect(listing).not.toContain('skip');
    expect(await readFile(path.join(image.root, 'srv', 'greeting.txt'), 'utf8')).toBe('hello there\n');
    expect(await readFile(path.join(image.root, 'srv', 'lib', 'x.txt'), 'utf8')).toBe('a/src/x.txt'); // a folder's contents
    expect(image.cmd).toEqual(['node', 'main.js']);
  });

  it('fails with a clear message on what it does not replay', async () => {
    const node = `FROM node:${process.versions.node.split('.')[0]}-slim`;
    await expect(replay(`${node}\nADD x.tar /\n`)).rejects.toThrow('Dockerfile line 2: ADD is not replayed');
    await expect(replay(`${node}\nRUN --mount=type=cache,target=/root/.npm npm ci\n`)).rejects.toThrow('Dockerfile line 2: RUN --mount is not replayed');
    await expect(replay(`${node}\nRUN mkdir -p /data\n`)).rejects.toThrow('RUN names /data');
    await expect(replay(`${node}\nCOPY skip/package.json ./\n`)).rejects.toThrow('COPY skip/package.json: not in the build context');
    await expect(replay(`${node}\nCMD node main.js\n`)).rejects.toThrow('CMD must be in exec form');
    await expect(replay('FROM debian:bookworm-slim\n')).rejects.toThrow('FROM debian:bookworm-slim is not replayed');
  });
});
