import type { LocalizedText } from '../../content-model/labels.js';

/** An event endpoints may subscribe to: core's (CORE_WEBHOOK_EVENTS) or an extension's (`webhookEvents` on defineExtension). */
export interface WebhookEventDeclaration {
  /** Dotted lower-case words, unique across core and every extension: `application.received`. */
  readonly name: string;
  readonly label: LocalizedText;
  /**
   * Its data names people (an applicant's name, e-mail, CV): endpoints not marked for personal
   * data receive only the data's ids (emit.ts, `idsOnly`).
   */
  readonly personalData: boolean;
}

declare module '../../operations/define.js' {
  interface PlatformView {
    /** The webhook events, core's then the extensions' (modules/webhooks/events.ts). */
    readonly webhookEvents: readonly WebhookEventDeclaration[];
  }
}

const EVENT_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

/** Checks an event declaration's shape: an extension declares its events with it. */
export function defineWebhookEvent(event: WebhookEventDeclaration): WebhookEventDeclaration {
  if (!EVENT_NAME.test(event.name)) throw new Error(`webhook event ${event.name} must be dotted lower-case words (thing.happened)`);
  return Object.freeze({ ...event });
}

/** The test event "Send test event" queues for one endpoint; nobody subscribes to it. */
export const TEST_EVENT = 'webhook.test';

/** Core's events, none personal: name, then the label in English, Dutch, German and French. */
const CORE_EVENTS: readonly (readonly [string, string, string, string, string])[] = [
  ['page.created', 'Page created', 'Pagina aangemaakt', 'Seite erstellt', 'Page créée'],
  ['page.published', 'Page published', 'Pagina gepubliceerd', 'Seite veröffentlicht', 'Page publiée'],
  ['page.unpublished', 'Page taken offline', 'Pagina offline gehaald', 'Seite offline genommen', 'Page dépubliée'],
  ['page.deleted', 'Page deleted', 'Pagina verwijderd', 'Seite gelöscht', 'Page supprimée'],
  ['media.added', 'Media file added', 'Mediabestand toegevoegd', 'Mediendatei hinzugefügt', 'Fichier média ajouté'],
  ['media.replaced', 'Media file replaced', 'Mediabestand vervangen', 'Mediendatei ersetzt', 'Fichier média remplacé'],
  ['media.deleted', 'Media file deleted', 'Mediabestand verwijderd', 'Mediendatei gelöscht', 'Fichier média supprimé'],
];

export const CORE_WEBHOOK_EVENTS: readonly WebhookEventDeclaration[] = CORE_EVENTS.map(([name, en, nl, de, fr]) =>
  defineWebhookEvent({ name, label: { en, nl, de, fr }, personalData: false }),
);

/** Core's events, then the extensions'; a name declared twice (or core's test event) fails the start. */
export function assembleWebhookEvents(extensionEvents: readonly WebhookEventDeclaration[] = []): readonly WebhookEventDeclaration[] {
  const events = [...CORE_WEBHOOK_EVENTS, ...extensionEvents.map(defineWebhookEvent)];
  const seen = new Set<string>([TEST_EVENT]);
  for (const event of events) {
    if (seen.has(event.name)) throw new Error(`webhook event ${event.name} is declared twice`);
    seen.add(event.name);
  }
  return Object.freeze(events);
}
