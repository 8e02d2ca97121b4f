import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/entities.js';

export type TokenPurpose = 'activation' | 'password-reset';

/** Activation and password-reset tokens: only their SHA-256 is stored; single use, expiring. */
export const OneTimeTokenSchema = defineEntity({
  name: 'OneTimeToken',
  tableName: 'one_time_token',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    purpose: p.enum(['activation', 'password-reset'] as const),
    tokenHash: p.string().length(64),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class OneTimeToken extends OneTimeTokenSchema.class {}
OneTimeTokenSchema.setClass(OneTimeToken);

/** Every login attempt, by account (the lower-cased address, existing or not) and client address. */
export const LoginAttemptSchema = defineEntity({
  name: 'LoginAttempt',
  tableName: 'login_attempt',
  properties: {
    id: p.bigint('number').primary(),
    account: p.string().length(254),
    ip: p.string().length(64),
    outcome: p.enum(['success', 'failure', 'locked'] as const),
    at: p.datetime(),
  },
});

export class LoginAttempt extends LoginAttemptSchema.class {}
LoginAttemptSchema.setClass(LoginAttempt);
