import { z } from 'zod';
import {
  DomainError,
  containsPattern,
  defineOperation,
  findCursorPage,
  keysetInput,
  listInput,
  recordId,
  type CursorListPage,
  type OperationContext,
} from '@blokwerk/server/extension';
import { verifyBotCheck } from '../altcha/bot-check.js';
import { countAttempt } from '../rate-limit.js';
import { EMPLOYMENT_TYPES } from '../vacancy.js';
import { FREQUENCIES, Subscriber, type Frequency } from './entities.js';
import { confirmationMail } from './mails.js';
import { validToken, type TokenPurpose } from './tokens.js';

/** Sign-ups one address may send in an hour (429 AUTH_03 beyond), as core limits reset requests. */
export const SUBSCRIBES_PER_ADDRESS = 10;

const name = z.string().trim().min(1).max(100);
const filterValues = z.array(z.string().trim().min(1).max(100)).max(50).default([]);

/** What alerts a subscriber chooses (none of a kind: all), at sign-up and on the preferences page (preferences.ts). */
export const alertChoices = {
  departments: filterValues,
  localities: filterValues,
  employmentTypes: z
    .array(z.enum(EMPLOYMENT_TYPES.map((t) => t.value)))
    .max(EMPLOYMENT_TYPES.length)
    .default([]),
  frequency: z.enum(FREQUENCIES).default('instant'),
};

export interface SubscriberView {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  status: 'pending' | 'confirmed';
  alerts: boolean;
  departments: string[];
  localities: string[];
  employmentTypes: string[];
  frequency: Frequency;
  createdAt: string;
  confirmedAt: string | null;
}

const view = (s: Subscriber): SubscriberView => ({
  id: s.id,
  firstName: s.firstName,
  lastName: s.lastName,
  email: s.email,
  status: s.status,
  alerts: s.alerts,
  departments: s.departments,
  localities: s.localities,
  employmentTypes: s.employmentTypes,
  frequency: s.frequency,
  createdAt: s.createdAt.toISOString(),
  confirmedAt: s.confirmedAt?.toISOString() ?? null,
});

/** A pending subscription's confirmation is mailed again at most once in this many minutes. */
export const CONFIRMATION_RESEND_MINUTES = 15;

/**
 * POST newsletter/subscribe (public): a pending subscription and the mail whose link confirms
 * it (double opt-in: nothing else is sent before). The answer is the same whether the address
 * was known, so it tells nobody who subscribes. Someone who merely knows the address changes
 * nothing: a confirmed subscriber's choices and a pending one's details stay as they are, and
 * a pending one's confirmation is mailed again at most once in CONFIRMATION_RESEND_MINUTES.
 */
export const subscribe = defineOperation({
  name: 'newsletter.subscribe',
  access: { public: true },
  kind: 'write',
  input: z.strictObject({
    firstName: name,
    lastName: name,
    email: z
      .email()
      .max(254)
      .transform((email) => email.toLowerCase()),
    alerts: z.boolean().default(false),
    ...alertChoices,
    locale: z.string().trim().min(2).max(16).default('nl'),
    altcha: z.string().max(10_000),
  }),
  audit: { action: 'newsletter.subscribe' },
  async run(ctx, input): Promise<Record<string, never>> {
    // Counted in this transaction: a sign-up refused further on (the bot check) does not count.
    await countAttempt(ctx.em, ctx.request.ip, { table: 'newsletter_signup_attempt', limit: SUBSCRIBES_PER_ADDRESS, windowSeconds: 3600 });
    await verifyBotCheck(ctx, input.altcha);
    const known = await ctx.em.findOne(Subscriber, { email: input.email });
    const now = new Date();
    if (known && (known.status === 'confirmed' || (known.confirmationMailedAt?.getTime() ?? 0) > now.getTime() - CONFIRMATION_RESEND_MINUTES * 60_000))
      return {};
    const { altcha: _altcha, ...details } = input;
    const subscriber = known ?? ctx.em.create(Subscriber, { ...details, status: 'pending', createdAt: now, confirmedAt: null, confirmationMailedAt: null });
    subscriber.confirmationMailedAt = now;
    await ctx.em.flush();
    ctx.afterCommit(() => ctx.services.mailer.send(confirmationMail(ctx, subscriber)));
    return {};
  },
});

export const tokenInput = z.strictObject({ id: z.coerce.number().int().positive(), token: z.string().trim().min(1).max(100) });

/** The subscriber a mailed link names, if its token is right; V_05 otherwise (also when the subscription is gone). */
export async function subscriberOf(ctx: OperationContext, purpose: TokenPurpose, input: z.output<typeof tokenInput>): Promise<Subscriber> {
  const subscriber = await ctx.em.findOne(Subscriber, input.id);
  if (!subscriber || !validToken(ctx, purpose, subscriber.id, subscriber.email, input.token)) throw new DomainError('V_05', 'token');
  return subscriber;
}

/** POST newsletter/confirm: the mailed link's button; the subscription starts. Confirming twice is fine. */
export const confirmSubscription = defineOperation({
  name: 'newsletter.confirm',
  access: { public: true },
  kind: 'write',
  input: tokenInput,
  audit: { action: 'newsletter.confirm', target: (input) => ({ type: 'newsletter-subscriber', id: input.id }) },
  async run(ctx, input): Promise<Record<string, never>> {
    const subscriber = await subscriberOf(ctx, 'confirm', input);
    if (subscriber.status === 'pending') Object.assign(subscriber, { status: 'confirmed', confirmedAt: new Date() });
    await ctx.em.flush();
    return {};
  },
});

/** POST newsletter/unsubscribe: every mail's link; the subscriber and all they gave are deleted. */
export const unsubscribe = defineOperation({
  name: 'newsletter.unsubscribe',
  access: { public: true },
  kind: 'write',
  input: tokenInput,
  audit: { action: 'newsletter.unsubscribe', target: (input) => ({ type: 'newsletter-subscriber', id: input.id }) },
  async run(ctx, input): Promise<Record<string, never>> {
    ctx.em.remove(await subscriberOf(ctx, 'unsubscribe', input));
    await ctx.em.flush();
    return {};
  },
});

const COLUMNS = ['createdAt', 'email', 'lastName', 'status'] as const;

/** Each sort column's keyset key (findCursorPage). */
const SORTS = {
  createdAt: { column: 'created_at', kind: 'timestamp' },
  email: { column: 'email', kind: 'text' },
  lastName: { column: 'last_name', kind: 'text' },
  status: { column: 'status', kind: 'text' },
} as const;

/** The subscribers, a page at a time, searchable by name and address (admin). */
export const listSubscribers = defineOperation({
  name: 'newsletter.list',
  access: { permission: 'manage-newsletter' },
  kind: 'read',
  input: listInput(COLUMNS, 'createdAt').extend(keysetInput),
  async run(ctx, input): Promise<CursorListPage<SubscriberView>> {
    const like = containsPattern(input.searchTerm);
    const term = input.searchTerm ? { $or: [{ email: { $ilike: like } }, { firstName: { $ilike: like } }, { lastName: { $ilike: like } }] } : {};
    const sort = { property: input.columnToSort, direction: input.sortOrder, ...SORTS[input.columnToSort] };
    const page = await findCursorPage<Subscriber>(ctx.em, Subscriber, term, sort, input, input.searchTerm.toLowerCase());
    return { ...page, items: page.items.map(view) };
  },
});

/** Every subscriber, for the CSV export (admin; audited: it hands out personal data). */
export const exportSubscribers = defineOperation({
  name: 'newsletter.export',
  access: { permission: 'manage-newsletter' },
  kind: 'read',
  input: z.strictObject({}),
  audit: { action: 'newsletter.export' },
  async run(ctx): Promise<SubscriberView[]> {
    return (await ctx.em.find(Subscriber, {}, { orderBy: { id: 'asc' } })).map(view);
  },
});

/** Removes a subscriber (admin). */
export const deleteSubscriber = defineOperation({
  name: 'newsletter.delete',
  access: { permission: 'manage-newsletter' },
  kind: 'write',
  input: z.strictObject({ id: recordId }),
  audit: { action: 'newsletter.delete', target: (input) => ({ type: 'newsletter-subscriber', id: input.id }) },
  async run(ctx, input): Promise<Record<string, never>> {
    const subscriber = await ctx.em.findOne(Subscriber, input.id);
    if (!subscriber) throw new DomainError('V_12', 'id', 404);
    ctx.em.remove(subscriber);
    await ctx.em.flush();
    return {};
  },
});
