import { DomainError } from '../../errors.js';
import type { Actor } from '../../operations/actor.js';

/** Editors browse the library to pick images and files; librarians (manage-media) to manage it. */
export function mayBrowse(actor: Actor): boolean {
  return actor.kind === 'user' && (actor.permissions.has('edit-page') || actor.permissions.has('manage-media'));
}

/** UM_01: 401 for nobody signed in, 403 for a role without edit-page or manage-media. */
export function assertMayBrowse(actor: Actor): void {
  if (actor.kind !== 'user') throw new DomainError('UM_01', undefined, 401);
  if (!mayBrowse(actor)) throw new DomainError('UM_01');
}
