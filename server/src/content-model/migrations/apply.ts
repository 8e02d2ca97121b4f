import type { BlockType, ContentModel, PageType } from '../registry.js';
import { versionOf } from './declarations.js';
import type { ContentMigration, FieldValues, MigrationStep } from './steps.js';

/**
 * Where a stored copy carries its type's version: a block's `v`, typeData's `__v`. Absent means
 * 1, so content written before versions existed, and types still at 1, are stored as they were.
 */
export const BLOCK_VERSION_KEY = 'v';
export const TYPE_DATA_VERSION_KEY = '__v';
/** Set on a block a moveBlock step converted, so that a reverse run knows to move it back. */
export const MOVED_FROM_KEY = 'movedFrom';

type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const record = (value: unknown): Json => (isRecord(value) ? value : {});

/** A stored version key: absent (or not a whole number from 1) means 1. */
export function storedVersion(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1;
}

/** Sets a version key, leaving it out for 1: what a reverse run to 1 restores byte for byte. */
function withVersion(copy: Json, key: string, version: number): Json {
  const { [key]: _old, ...rest } = copy;
  return version === 1 ? rest : { ...rest, [key]: version };
}

/** One migration of one type, as reports name it. */
export interface MigrationRef {
  kind: 'block' | 'page';
  type: string;
  from: number;
  to: number;
}

export const migrationName = (ref: MigrationRef) => `${ref.kind} ${ref.type} ${ref.from} → ${ref.to}`;

/** What became of one stored copy: migrated (with the migrations that applied), or left as it was and why. */
export type CopyOutcome = { value: unknown; applied: MigrationRef[] } | { failed: MigrationRef; reason: string };

/** Which way a run goes: up to every type's declared version, or one type down to an older version. */
export type Direction = { forward: true } | { forward: false; kind: 'block' | 'page'; type: string; version: number };

function steps(migration: ContentMigration, way: 'forward' | 'reverse'): { step: MigrationStep; run: (values: FieldValues) => FieldValues }[] {
  const ordered = way === 'forward' ? migration.steps : migration.steps.toReversed();
  return ordered.map((step) => ({
    step,
    run: (values) => {
      const transform = step[way];
      if (!transform) throw new Error(`${step.description} has no reverse`);
      return transform(values);
    },
  }));
}

/** Runs a migration's steps; a block moving in joins at its move step (forward), or leaves at it (reverse). */
function runSteps(values: FieldValues, migration: ContentMigration, way: 'forward' | 'reverse', moving: string | undefined): FieldValues {
  let current = values;
  let inside = way === 'reverse' || moving === undefined;
  for (const { step, run } of steps(migration, way)) {
    const isMove = step.movesFrom !== undefined;
    if (isMove && step.movesFrom === moving) {
      current = run(current);
      inside = way === 'forward';
      if (way === 'reverse') return current;
    } else if (inside && !isMove) current = run(current);
  }
  return current;
}

function failure(ref: MigrationRef, error: unknown): CopyOutcome {
  return { failed: ref, reason: error instanceof Error ? error.message : String(error) };
}

/** The versions a copy goes through: forward from `stored` to the type's version, or reverse down to the run's target. */
function path(
  type: BlockType | PageType,
  kind: 'block' | 'page',
  stored: number,
  direction: Direction,
): { migration: ContentMigration; way: 'forward' | 'reverse' }[] {
  const migrations = type.migrations ?? [];
  if (direction.forward) return migrations.filter((m) => m.from >= stored && m.to <= versionOf(type)).map((migration) => ({ migration, way: 'forward' }));
  if (direction.kind !== kind || direction.type !== type.id) return [];
  return migrations
    .filter((m) => m.from >= direction.version && m.to <= stored)
    .toReversed()
    .map((migration) => ({ migration, way: 'reverse' }));
}

const fieldValuesOfBlock = (block: Json): FieldValues => ({ props: record(block.props), __images: record(block.__images), __files: record(block.__files) });

/** A media map goes back only where the copy had one, or now holds entries: an absent map stays absent. */
function withFields(copy: Json, values: Omit<FieldValues, 'props'>): Json {
  const next = { ...copy };
  for (const key of ['__images', '__files'] as const) {
    if (key in copy || Object.keys(values[key]).length > 0) next[key] = values[key];
  }
  return next;
}

/** One stored block, brought up to its type's version (moved into another type where one claims it) or down a reverse run's. */
export function migrateBlock(model: ContentModel, raw: unknown, direction: Direction): CopyOutcome | undefined {
  if (!isRecord(raw) || typeof raw.type !== 'string') return undefined;
  const declared = model.blockType(raw.type);
  const mover = declared ? undefined : direction.forward ? model.blockTypeMovingFrom(raw.type) : undefined;
  const type = declared ?? mover;
  if (!type) return undefined;
  const moved = record(raw[MOVED_FROM_KEY]);
  // A block moving in enters at the migration that moves it; others at their stored version.
  const entry = mover?.migrations?.find((m) => m.steps.some((s) => s.movesFrom === raw.type));
  const stored = entry ? entry.from : storedVersion(raw[BLOCK_VERSION_KEY]);
  const route = path(type, 'block', stored, direction);
  if (route.length === 0) return undefined;
  let block: Json = raw;
  let values = fieldValuesOfBlock(raw);
  const applied: MigrationRef[] = [];
  for (const { migration, way } of route) {
    const ref: MigrationRef = { kind: 'block', type: type.id, from: migration.from, to: migration.to };
    // Forward, a block moving in does so in its first migration; in reverse, it leaves at the migration that moved it.
    const moving = way === 'forward' ? (mover && applied.length === 0 ? raw.type : undefined) : (moved.type as string | undefined);
    const leaves = way === 'reverse' && moving !== undefined && migration.steps.some((step) => step.movesFrom === moving);
    try {
      values = runSteps(values, migration, way, way === 'forward' || leaves ? moving : undefined);
    } catch (error) {
      return failure(ref, error);
    }
    applied.push(ref);
    if (leaves) {
      // Back to the type it was moved from, at the version it had then.
      const { [MOVED_FROM_KEY]: _marker, ...rest } = block;
      block = withVersion({ ...rest, type: moving }, BLOCK_VERSION_KEY, storedVersion(moved.v));
      return { value: withFields({ ...block, props: values.props }, values), applied };
    }
  }
  const version = direction.forward ? versionOf(type) : direction.version;
  if (mover) block = { ...block, type: type.id, [MOVED_FROM_KEY]: withVersion({ type: raw.type }, BLOCK_VERSION_KEY, storedVersion(raw[BLOCK_VERSION_KEY])) };
  block = withVersion({ ...block, props: values.props }, BLOCK_VERSION_KEY, version);
  return { value: withFields(block, values), applied };
}

/** A page's typeData brought up to its page type's version, or down a reverse run's. */
export function migrateTypeData(model: ContentModel, pageTypeId: string, raw: unknown, direction: Direction): CopyOutcome | undefined {
  const type = model.pageType(pageTypeId);
  if (!type || !isRecord(raw)) return undefined;
  const route = path(type, 'page', storedVersion(raw[TYPE_DATA_VERSION_KEY]), direction);
  if (route.length === 0) return undefined;
  const { __images, __files, [TYPE_DATA_VERSION_KEY]: _version, ...props } = raw;
  let values: FieldValues = { props, __images: record(__images), __files: record(__files) };
  const applied: MigrationRef[] = [];
  for (const { migration, way } of route) {
    try {
      values = runSteps(values, migration, way, undefined);
    } catch (error) {
      return failure({ kind: 'page', type: type.id, from: migration.from, to: migration.to }, error);
    }
    applied.push({ kind: 'page', type: type.id, from: migration.from, to: migration.to });
  }
  const version = direction.forward ? versionOf(type) : direction.version;
  const media = withFields({ ...(__images !== undefined && { __images }), ...(__files !== undefined && { __files }) }, values);
  return { value: withVersion({ ...values.props, ...media }, TYPE_DATA_VERSION_KEY, version), applied };
}

/** Every migration a reverse run to `direction` undoes that has a step without a way back. */
export function irreversibleSteps(model: ContentModel, direction: Direction): string[] {
  if (direction.forward) return [];
  const type = direction.kind === 'block' ? model.blockType(direction.type) : model.pageType(direction.type);
  return (type?.migrations ?? [])
    .filter((m) => m.from >= direction.version)
    .flatMap((m) => m.steps.filter((step) => !step.reverse).map((step) => `${m.from} → ${m.to}: ${step.description}`));
}
