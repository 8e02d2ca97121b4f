import { defineEntity, p } from '@mikro-orm/core';

/** One choice of a visitor on the cookie banner (migrations/…_cookie_consent). */
export const CookieConsentSchema = defineEntity({
  name: 'CookieConsent',
  tableName: 'cookie_consent',
  properties: {
    id: p.bigint('number').primary(),
    /** cookieconsent's consentId: one per browser, kept across its choices. */
    consentId: p.uuid(),
    /** The categories consented to (necessary always among them). */
    categories: p.array<string>(),
    /** The policy's revision the choice was made under. */
    revision: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class CookieConsent extends CookieConsentSchema.class {}
CookieConsentSchema.setClass(CookieConsent);

/** The cookie policy's one row: its revision. */
export const CookieConsentPolicySchema = defineEntity({
  name: 'CookieConsentPolicy',
  tableName: 'cookie_consent_policy',
  properties: {
    id: p.integer().primary(),
    revision: p.integer(),
  },
});

export class CookieConsentPolicy extends CookieConsentPolicySchema.class {}
CookieConsentPolicySchema.setClass(CookieConsentPolicy);
