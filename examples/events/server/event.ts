import type { PageType } from '@blokwerk/server/extension';
import { isOver } from '../shared/dates.js';

export const eventPageType: PageType = {
  id: 'event',
  label: { en: 'Event', nl: 'Evenement', de: 'Veranstaltung', fr: 'Événement' },
  slugPrefix: 'events/',
  jsonLd: 'Event',
  // An event that is over keeps its page but leaves sitemap.xml.
  listed: (typeData) => !isOver(typeData),
  fields: [
    { type: 'date', name: 'startDate', label: { en: 'Starts on', nl: 'Begint op', de: 'Beginnt am', fr: 'Commence le' }, required: true },
    {
      type: 'date',
      name: 'endDate',
      label: { en: 'Ends on', nl: 'Eindigt op', de: 'Endet am', fr: 'Se termine le' },
      help: { en: 'Leave empty for a one-day event.' },
    },
    { type: 'text', name: 'venue', label: { en: 'Venue', nl: 'Locatie', de: 'Ort', fr: 'Lieu' }, required: true, maxLength: 120 },
    { type: 'text', name: 'city', label: { en: 'City', nl: 'Plaats', de: 'Stadt', fr: 'Ville' }, required: true, maxLength: 80 },
    { type: 'link', name: 'tickets', label: { en: 'Tickets', nl: 'Kaartjes', de: 'Tickets', fr: 'Billets' } },
  ],
};
