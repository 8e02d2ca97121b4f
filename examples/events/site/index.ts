import { defineSiteExtension } from '@blokwerk/site/extension';
import EventPage from './EventPage.astro';
import UpcomingEvents from './UpcomingEvents.astro';
import { eventJsonLd } from './event-json-ld';
import en from './messages/en.json';
import nl from './messages/nl.json';

/** The event page type's component and JSON-LD, the block's component, the texts; the agenda is pages/. */
export default defineSiteExtension({
  name: 'events',
  pageTypes: { event: { component: EventPage, jsonLd: eventJsonLd } },
  blocks: { 'upcoming-events': UpcomingEvents },
  messages: { en, nl },
});
