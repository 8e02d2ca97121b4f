import { defineEntity, p } from '@mikro-orm/core';

/** An open application (migrations/…_applications); its files live in the private area `applications`. */
export const ApplicationSchema = defineEntity({
  name: 'Application',
  tableName: 'application',
  properties: {
    id: p.integer().primary(),
    /** The published vacancy applied to; null: an open application (or the vacancy was deleted). */
    vacancyPageId: p.integer().nullable(),
    name: p.string().length(200),
    desiredFunction: p.string().length(200),
    telephone: p.string().length(40),
    email: p.string().length(254),
    message: p.text(),
    consentAt: p.datetime(),
    /** The stage of its pipeline it is in (pipeline/entities.ts), since stageChangedAt. */
    stageId: p.integer(),
    stageChangedAt: p.datetime(),
    /** The applicant's language: the vacancy's, or the open-application page's. */
    locale: p.string().length(16),
    /** When the applicant consented to be kept for other vacancies (a rejection then keeps them longer); null: not given. */
    keepConsentAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    /** SHA-256 (hex) of the token in the applicant's "remove my application" link. */
    removalTokenHash: p.string().length(64),
    cvFileName: p.string().length(255),
    cvSize: p.integer(),
    cvContentType: p.string().length(100),
    cvStorageKey: p.string().length(64),
    motivationFileName: p.string().length(255),
    motivationSize: p.integer(),
    motivationContentType: p.string().length(100),
    motivationStorageKey: p.string().length(64),
  },
});

export class Application extends ApplicationSchema.class {}
ApplicationSchema.setClass(Application);
