import type { Actor } from '../../operations/actor.js';
import type { Access } from '../../operations/define.js';

/** Editors browse the library to pick images and files; librarians (manage-media) to manage it. */
export const MEDIA_READERS = { anyPermission: ['edit-page', 'manage-media'] } as const satisfies Access;

/** Whether the actor may browse the library (delivery answers such a reader privately). */
export function mayBrowse(actor: Actor): boolean {
  return actor.kind === 'user' && MEDIA_READERS.anyPermission.some((permission) => actor.permissions.has(permission));
}
