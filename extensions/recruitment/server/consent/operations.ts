import { z } from 'zod';
import {
  DomainError,
  defineOperation,
  emitContentEvent,
  findCursorPage,
  keysetInput,
  rememberedRead,
  type CursorListPage,
  type OperationContext,
} from '@blokwerk/server/extension';
import { countAttempt } from '../rate-limit.js';
import { CookieConsent, CookieConsentPolicy } from './entities.js';

/** The cookie categories of the site (SPEC §3): necessary is always on, the others are opt-in. */
export const CONSENT_CATEGORIES = ['necessary', 'statistics', 'marketing'] as const;

/** A logged choice, as the admin reads it. */
export interface ConsentLogEntry {
  id: number;
  consentId: string;
  categories: string[];
  revision: number;
  /** When the server received it (ISO 8601). */
  createdAt: string;
}

const revision = z.number().int().min(0).max(1_000_000);

async function policyOf(ctx: OperationContext): Promise<CookieConsentPolicy> {
  return ctx.em.findOneOrFail(CookieConsentPolicy, 1);
}

/** Every page's banner asks for it: remembered per process until the next content event (a new revision emits one). */
const currentRevision = rememberedRead(async (ctx: OperationContext) => (await policyOf(ctx)).revision);

/** The cookie policy's revision: the banner asks again whoever consented under another one. */
export const getConsentPolicy = defineOperation({
  name: 'consent.policy',
  access: { public: true },
  kind: 'read',
  input: z.strictObject({}),
  async run(ctx): Promise<{ revision: number }> {
    return { revision: await currentRevision(ctx) };
  },
});

/** A new revision of the cookie policy (the texts or the scripts changed): every visitor is asked again. */
export const setConsentPolicy = defineOperation({
  name: 'consent.setPolicy',
  access: { permission: 'manage-settings' },
  kind: 'write',
  input: z.strictObject({ revision }),
  audit: { action: 'consent.set-policy' },
  async run(ctx, input): Promise<{ revision: number }> {
    const policy = await policyOf(ctx);
    policy.revision = input.revision;
    await ctx.em.flush();
    // Every page carries the revision for its banner.
    await emitContentEvent(ctx, { type: 'site.changed', pageId: null });
    return { revision: policy.revision };
  },
});

/** Log requests one address may make in CONSENT_LOG_WINDOW_SECONDS (429 AUTH_03 beyond): room for a busy office behind one address. */
export const CONSENT_LOGS_PER_ADDRESS = 30;
export const CONSENT_LOG_WINDOW_SECONDS = 600;
/**
 * The log's storage budget: new visitors' choices it takes in a day (about 150 bytes each).
 * Beyond it, new rows wait for the next day (429); choices of visitors already logged still update.
 */
export const CONSENT_LOG_NEW_ROWS_PER_DAY = 200_000;

/** Whether CONSENT_LOG_NEW_ROWS_PER_DAY rows were written in the last day, new or renewed by a changed choice (counted no further than that). */
async function budgetSpent(em: OperationContext['em']): Promise<boolean> {
  const [row] = await em.execute<{ n: number }[]>(
    `select count(*)::int as "n" from (select 1 from "cookie_consent" where "created_at" > now() - interval '1 day' limit ?) as "recent"`,
    [CONSENT_LOG_NEW_ROWS_PER_DAY],
  );
  return (row?.n ?? 0) >= CONSENT_LOG_NEW_ROWS_PER_DAY;
}

/**
 * Logs a visitor's choice on the banner (the first, and each change), so consent can be
 * demonstrated: cookieconsent's consent id (kept in the visitor's consent cookie), the
 * categories and the policy's revision; the server adds the time. Public: visitors have no
 * account. Bounded (docs/security.md, "Cookie-consent log"): only the current revision (V_12
 * otherwise), one row per consent id and revision holding the latest choice, at most
 * CONSENT_LOGS_PER_ADDRESS requests per address in the window and CONSENT_LOG_NEW_ROWS_PER_DAY
 * new rows a day (429 AUTH_03 with Retry-After beyond either).
 */
export const logConsent = defineOperation({
  name: 'consent.log',
  access: { public: true },
  kind: 'write',
  // The attempt counts even when the choice is refused: its own transaction first.
  transaction: 'none',
  input: z.strictObject({
    consentId: z.uuid(),
    // Each at most once (so at most all three), necessary always among them.
    categories: z.array(z.enum(CONSENT_CATEGORIES)).refine((categories) => new Set(categories).size === categories.length && categories.includes('necessary')),
    revision,
  }),
  async run(ctx, input): Promise<{ id: number }> {
    await ctx.em.transactional((em) =>
      countAttempt(em, ctx.request.ip, { table: 'consent_log_attempt', limit: CONSENT_LOGS_PER_ADDRESS, windowSeconds: CONSENT_LOG_WINDOW_SECONDS }),
    );
    if (input.revision !== (await currentRevision(ctx))) throw new DomainError('V_12', 'revision');
    // In their fixed order, joined for the statement (the names have no commas).
    const categories = CONSENT_CATEGORIES.filter((c) => input.categories.includes(c));
    return ctx.em.transactional(async (em) => {
      const [updated] = await em.execute<{ id: number }[]>(
        `update "cookie_consent" set "categories" = string_to_array(?, ','), "created_at" = now() where "consent_id" = ? and "revision" = ? returning "id"`,
        [categories.join(','), input.consentId, input.revision],
      );
      if (updated) return { id: Number(updated.id) };
      if (await budgetSpent(em)) {
        ctx.log.warn("cookie consent: the log's daily budget of new rows is spent; new choices wait for tomorrow");
        const error = new DomainError('AUTH_03');
        error.retryAfter = 3600;
        throw error;
      }
      // A visitor's first and second request may race: the unique index keeps one row, the latest choice.
      const [inserted] = await em.execute<{ id: number }[]>(
        `insert into "cookie_consent" ("consent_id", "categories", "revision") values (?, string_to_array(?, ','), ?)
           on conflict ("consent_id", "revision") do update set "categories" = excluded."categories", "created_at" = now() returning "id"`,
        [input.consentId, categories.join(','), input.revision],
      );
      return { id: Number(inserted?.id) };
    });
  },
});

/**
 * The logged choices, newest first (sortOrder asc: oldest first), optionally of one consent id:
 * the proof of consent, for those who manage the site. By pageIndex or cursor, in the order of
 * the rows' ids (a repeated choice moves its createdAt, not its place).
 */
export const listConsentLog = defineOperation({
  name: 'consent.list',
  access: { permission: 'manage-settings' },
  kind: 'read',
  input: z.strictObject({
    consentId: z.uuid().optional(),
    pageIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
    ...keysetInput,
  }),
  async run(ctx, input): Promise<CursorListPage<ConsentLogEntry>> {
    const where = input.consentId ? { consentId: input.consentId } : {};
    const sort = { property: 'id', column: 'id', kind: 'integer', direction: input.sortOrder } as const;
    const page = await findCursorPage(ctx.em, CookieConsent, where, sort, input, input.consentId ?? '');
    const items = page.items.map((row) => ({
      id: row.id,
      consentId: row.consentId,
      categories: row.categories,
      revision: row.revision,
      createdAt: row.createdAt.toISOString(),
    }));
    return { ...page, items };
  },
});
