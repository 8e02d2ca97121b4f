import type { Permission } from './permissions.js';

/** Who runs an operation: derived from the session by the transport, never from input. */
export type Actor =
  | { readonly kind: 'anonymous' }
  | {
      readonly kind: 'user';
      readonly userId: number;
      readonly email: string;
      readonly permissions: ReadonlySet<Permission>;
      /** The personal access token the call came with (the MCP endpoint): its rights are the user's within its scopes, and the audit log names it. */
      readonly token?: { readonly id: number; readonly name: string };
    };

export type UserActor = Extract<Actor, { kind: 'user' }>;

export const ANONYMOUS: Actor = Object.freeze({ kind: 'anonymous' });
