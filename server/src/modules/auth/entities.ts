import { defineEntity, p } from '@mikro-orm/core';

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
