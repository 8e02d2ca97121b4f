import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Logger } from '../logger.js';
import type { Actor } from './actor.js';
import type { Permission } from './permissions.js';

/** Who may run an operation. There is no default: leaving it out is a start-up error. */
export type Access = { readonly public: true } | { readonly signedIn: true } | { readonly permission: Permission };

export interface OperationContext {
  readonly actor: Actor;
  readonly em: EntityManager;
  readonly log: Logger;
}

export interface Operation<Input extends z.ZodType, Output> {
  /** Unique, dotted: `settings.get`. */
  readonly name: string;
  readonly access: Access;
  /** `write` operations run in a transaction and are refused over safe HTTP methods. */
  readonly kind: 'read' | 'write';
  readonly input: Input;
  run(ctx: OperationContext, input: z.output<Input>): Promise<Output>;
}

const names = new Set<string>();

/**
 * Declares an operation the way Ghost declares endpoints: name, access, input schema and
 * run(), as data both transports read. Fails closed on a missing access declaration.
 */
export function defineOperation<Input extends z.ZodType, Output>(op: Operation<Input, Output>): Operation<Input, Output> {
  const access: unknown = op.access;
  if (typeof access !== 'object' || access === null) {
    throw new Error(`operation ${op.name} declares no access: every operation must name a permission, signedIn or public`);
  }
  if (names.has(op.name)) throw new Error(`operation ${op.name} is declared twice`);
  names.add(op.name);
  return Object.freeze(op);
}
