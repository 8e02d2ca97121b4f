import { z } from 'zod';
import { defineOperation, emitContentEvent, rememberedRead, type ListPage, type OperationContext } from '@blokwerk/server/extension';
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

/**
 * Logs a visitor's choice on the banner (the first, and each change), so consent can be
 * demonstrated: cookieconsent's consent id, the categories and the policy's revision; the
 * server adds the time. Public: visitors have no account.
 */
export const logConsent = defineOperation({
  name: 'consent.log',
  access: { public: true },
  kind: 'write',
  input: z.strictObject({
    consentId: z.uuid(),
    // Each at most once (so at most all three), necessary always among them.
    categories: z.array(z.enum(CONSENT_CATEGORIES)).refine((categories) => new Set(categories).size === categories.length && categories.includes('necessary')),
    revision,
  }),
  async run(ctx, input): Promise<{ id: number }> {
    const entry = ctx.em.create(CookieConsent, { consentId: input.consentId, categories: CONSENT_CATEGORIES.filter((c) => input.categories.includes(c)), revision: input.revision });
    await ctx.em.persist(entry).flush();
    return { id: entry.id };
  },
});

/** The logged choices, newest first, optionally of one consent id: the proof of consent, for those who manage the site. */
export const listConsentLog = defineOperation({
  name: 'consent.list',
  access: { permission: 'manage-settings' },
  kind: 'read',
  input: z.strictObject({
    consentId: z.uuid().optional(),
    pageIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  }),
  async run(ctx, input): Promise<ListPage<ConsentLogEntry>> {
    const where = input.consentId ? { consentId: input.consentId } : {};
    const [rows, totalItems] = await ctx.em.findAndCount(CookieConsent, where, { orderBy: { id: 'desc' }, limit: input.pageSize, offset: input.pageIndex * input.pageSize });
    const items = rows.map((row) => ({ id: row.id, consentId: row.consentId, categories: row.categories, revision: row.revision, createdAt: row.createdAt.toISOString() }));
    return { items, totalItems };
  },
});
