import { defineWebhookEvent, emitWebhookEvent, type OperationContext } from '@blokwerk/server/extension';
import type { Application } from './entities.js';

/** Sent when an applicant's application is stored; its data names the applicant, so it is personal. */
export const applicationReceived = defineWebhookEvent({
  name: 'application.received',
  label: { en: 'Application received', nl: 'Sollicitatie ontvangen', de: 'Bewerbung eingegangen', fr: 'Candidature reçue' },
  personalData: true,
});

/**
 * `{ applicationID, vacancyPageID, stageID, locale, applicant: { name, email, telephone, desiredFunction, message }, cv, motivation }`
 * for endpoints marked for personal data; the others get `{ applicationID, vacancyPageID, stageID }`. The documents are
 * described, not attached: they are fetched from the admin by someone allowed to.
 */
export function emitApplicationReceived(ctx: OperationContext, a: Application): Promise<void> {
  return emitWebhookEvent(ctx, applicationReceived.name, {
    applicationID: a.id,
    vacancyPageID: a.vacancyPageId ?? null,
    stageID: a.stageId,
    locale: a.locale,
    applicant: { name: a.name, email: a.email, telephone: a.telephone, desiredFunction: a.desiredFunction, message: a.message },
    cv: { fileName: a.cvFileName, size: a.cvSize, contentType: a.cvContentType },
    motivation: { fileName: a.motivationFileName, size: a.motivationSize, contentType: a.motivationContentType },
  });
}
