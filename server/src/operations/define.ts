import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Logger } from '../logger.js';
import type { ContentEvents } from '../events/content-events.js';
import type { Actor } from './actor.js';
import type { Permission, PermissionCatalogue } from './permissions.js';
import type { CacheTagSink } from '../cdn/tags.js';
import type { HookFunctions } from './hook-points.js';

/** Who may run an operation. There is no default: leaving it out is a start-up error. */
export type Access =
  | { readonly public: true }
  | { readonly signedIn: true }
  | { readonly permission: Permission }
  /** Any one of these permissions (e.g. browsing media: edit-page or manage-media). */
  | { readonly anyPermission: readonly [Permission, ...Permission[]] };

/** The caller's session, as far as operations need it; the transport implements it. */
export interface SessionPort {
  /** The session's own id, to spare it when ending a user's other sessions. */
  readonly id: string | undefined;
  readonly userId: number | undefined;
  /** Starts a fresh session (new id, new CSRF token) for this user. */
  signIn(userId: number): Promise<void>;
  /** Ends the session; the caller continues with a fresh anonymous one. */
  signOut(): Promise<void>;
  /** Extends the sliding expiry. */
  touch(): Promise<void>;
}

/** A mail as operations hand it to the mailer (modules/mail). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Further headers (List-Unsubscribe, …). */
  headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  /**
   * Queues a message for delivery in the background: a request never waits for (or reveals,
   * through its timing) the delivery. Failures are logged.
   */
  send(message: MailMessage): void;
  /** Resolves when every queued message has been delivered or has failed. */
  flush(): Promise<void>;
}

/** Where audited operations and security events are written (modules/audit), reached through the services. */
export interface AuditLog {
  /** Adds an entry to the context's unit of work (flushed with the operation). */
  record(ctx: Pick<OperationContext, 'actor' | 'em' | 'request'>, action: string, target?: AuditTarget, details?: Record<string, unknown>): void;
}

/**
 * What this server is built from, core and extensions (extensions/platform.ts assembles it).
 * Operations sit below the modules and name none of them: a module that owns a part of the
 * platform adds it here by declaration merging (the content model, the admin menu, site
 * routes, content checks), as http/route-declarations.ts adds to express's Request.
 */
export interface PlatformView {
  /** The extensions' names, in declaration order. */
  readonly extensions: readonly string[];
  readonly permissions: PermissionCatalogue;
  /** The hook points' functions, core's then the extensions' (operations/hooks.ts). */
  readonly hooks: HookFunctions<OperationContext, AfterCommitContext>;
}

/** Process-wide services an operation may use. */
export interface Services {
  readonly platform: PlatformView;
  readonly mailer: Mailer;
  readonly audit: AuditLog;
  /** Content changes of every process, after commit (see events/content-events.ts). */
  readonly events: ContentEvents;
  /**
   * Aborted when the process begins its graceful shutdown: long-lived answers (event streams)
   * end then, so that draining the connections never waits for them.
   */
  readonly stopping: AbortSignal;
  /** Origin used in links sent by mail (BLOKWERK_PUBLIC_URL, else this server's own URL). */
  publicUrl(): string;
  /**
   * A secret for one purpose (e.g. 'recruitment/altcha': signing challenges), derived from the
   * server secret (BLOKWERK_SESSION_SECRET or the one kept in the database): the same in every
   * process, different for every purpose. 64 hex digits.
   */
  secret(purpose: string): string;
}

export interface OperationContext {
  readonly actor: Actor;
  readonly em: EntityManager;
  readonly log: Logger;
  readonly session: SessionPort;
  readonly request: { readonly ip: string };
  readonly services: Services;
  /** Runs after the operation's transaction committed; dropped when it rolls back. */
  afterCommit(task: () => void): void;
  /** A site render's: where invoke() reports each operation's declared cache tags (cdn/tags.ts). */
  readonly cacheTags?: CacheTagSink;
}

/** What a hook run after commit works with (operations/hooks.ts): the transaction is over, so a unit of work of its own. */
export interface AfterCommitContext extends Pick<OperationContext, 'actor' | 'log' | 'services'> {
  readonly em: EntityManager;
}

export interface AuditTarget {
  type: string;
  id: string | number;
}

export interface Operation<Input extends z.ZodType, Output> {
  /** Unique, dotted: `settings.get`. */
  readonly name: string;
  readonly access: Access;
  /** `write` operations run in a transaction and are refused over safe HTTP methods. */
  readonly kind: 'read' | 'write';
  /**
   * `none`: a write operation that manages its own writes because some must survive its
   * failure (a failed login is still recorded).
   */
  readonly transaction?: 'none';
  readonly input: Input;
  /**
   * What run() answers, as a schema: GraphQL derives the field's type from it (graphql/derive),
   * and TypeScript holds run() to it. Not checked at run time.
   */
  readonly output?: z.ZodType<Output>;
  /**
   * What one GraphQL call weighs against a request's budget (graphql/limits.ts), besides what it
   * selects; default 1. Operations that read far more than one row (a search) say so.
   */
  readonly cost?: number;
  /** Written to the audit log when the operation succeeds: in its transaction, or after a read (a download of personal data). */
  readonly audit?: {
    readonly action: string;
    readonly target?: (input: z.output<Input>, output: Output) => AuditTarget | undefined;
  };
  /**
   * The cache tags of a site answer that shows this operation's output (cdn/tags.ts `tag`; an
   * extension's: `extensionTags`): the pages it shows, `bw-pages` when it lists pages. A site
   * render gathers those of every operation it ran; an operation without them tags it `bw-site`.
   */
  readonly tags?: (input: z.output<Input>, output: Output) => readonly string[];
  /**
   * `false`: never offered as an MCP tool (modules/mcp/tools.ts), whatever a token's scopes: the
   * caller's own account or session, managing tokens, an open tab's presence.
   */
  readonly mcp?: false;
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
