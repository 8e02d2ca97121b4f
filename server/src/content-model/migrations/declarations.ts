import type { ContentMigration } from './steps.js';

/** What a type declares about its versions (BlockType and PageType alike). */
export interface Versioned {
  readonly id: string;
  /** The shape's version, 1 when absent; each later one comes with the migration that leads to it. */
  readonly version?: number;
  readonly migrations?: readonly ContentMigration[];
}

export const versionOf = (type: Versioned): number => type.version ?? 1;

/**
 * Checked when the type is declared (server start): versions are consecutive from 1 and each has
 * one migration with steps; only a block type's migration may move blocks, and only into itself.
 */
export function assertMigrations(owner: string, type: Versioned, kind: 'block' | 'page'): void {
  const version = versionOf(type);
  if (!Number.isInteger(version) || version < 1) throw new Error(`${owner}: version must be a whole number from 1`);
  const migrations = type.migrations ?? [];
  if (migrations.length !== version - 1)
    throw new Error(`${owner}: version ${version} needs ${version - 1} migrations (1 → 2, …), it declares ${migrations.length}`);
  migrations.forEach((migration, index) => {
    if (migration.from !== index + 1 || migration.to !== index + 2)
      throw new Error(`${owner}: migration ${index + 1} must go from ${index + 1} to ${index + 2}`);
    if (migration.steps.length === 0) throw new Error(`${owner}: migration ${migration.from} → ${migration.to} has no steps`);
    for (const step of migration.steps) {
      if (step.movesFrom === undefined) continue;
      if (kind === 'page') throw new Error(`${owner}: a page type's migration cannot move blocks`);
      if (step.movesTo !== type.id) throw new Error(`${owner}: ${step.description} must be declared by ${step.movesTo}`);
    }
  });
}
