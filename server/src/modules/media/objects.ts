import type { OperationContext } from '../../operations/define.js';
import { journalPlacement, journalRemoval } from './files/journal.js';
import { mediaRuntime } from './runtime.js';

/**
 * Places an upload's temp file as the object of its hash, as part of the operation's
 * transaction (files/journal.ts): the object stays only if the transaction that inserts its
 * row commits. Placing and removing one object serialise across processes, so no row ever
 * points at a removed object.
 */
export async function placeObject(ctx: OperationContext, tempPath: string, hash: string): Promise<void> {
  await journalPlacement(ctx.em, 'objects', hash);
  await mediaRuntime(ctx.services).storage.put(tempPath, hash);
}

/**
 * In the deleting transaction: the objects of `hashes` go once it commits, unless another
 * file row still names them (several rows may share one object, e.g. the same picture in two
 * folders), and their renditions with them.
 */
export async function releaseObjects(ctx: OperationContext, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  await journalRemoval(ctx.em, 'objects', hashes);
  const { journal } = mediaRuntime(ctx.services);
  ctx.afterCommit(() => journal.kick());
}
