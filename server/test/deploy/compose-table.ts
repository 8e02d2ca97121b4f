import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../../src/paths.js';

/** One row of docs/operations.md's "Compose services" table: each cell's `code` items. */
export interface DocumentedService {
  name: string;
  builtFrom: string;
  ports: string[];
  volumes: string[];
  environment: string[];
}

/** A service of docker-compose.yml, as far as the checks read it. */
export interface ComposeService {
  image?: string;
  build?: { context?: string; target?: string };
  ports?: string[];
  volumes?: string[];
  environment?: Record<string, string | number | boolean | null>;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

export async function readCompose(): Promise<ComposeFile> {
  return parse(await readFile(path.join(repoRoot, 'docker-compose.yml'), 'utf8')) as ComposeFile;
}

const codeItems = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

/** The table under `### Compose services` in docs/operations.md. */
export async function documentedServices(): Promise<DocumentedService[]> {
  const doc = await readFile(path.join(repoRoot, 'docs', 'operations.md'), 'utf8');
  const section = doc.split(/^### Compose services$/m)[1]?.split(/^#{2,3} /m)[0];
  if (!section) throw new Error('docs/operations.md has no "### Compose services" section');
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.map((row) => {
    const [name = '', builtFrom = '', ports = '', volumes = '', environment = ''] = row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    return { name: codeItems(name)[0] ?? name, builtFrom, ports: codeItems(ports), volumes: codeItems(volumes), environment: codeItems(environment) };
  });
}

/** `${NAME:-default}` and `${NAME}` as compose fills them in with nothing set: the defaults. */
export function withDefaults(value: string): string {
  return value.replace(/\$\{[A-Z0-9_]+(?::?-([^}]*))?\}/g, (_, fallback: string | undefined) => fallback ?? '');
}
