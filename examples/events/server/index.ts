import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineExtension, route } from '@blokwerk/server/extension';
import { dayTurn } from './day-turn.js';
import { EventNoticeSchema } from './entities.js';
import { eventPageType } from './event.js';
import { EventsResolver } from './graphql.js';
import { addNotice, listNotices, removeNotice } from './operations.js';

const localized = (en: string, nl: string, de: string, fr: string) => ({ en, nl, de, fr });

/** Events: a page type, a block, the agenda route, event notices (a table, a screen, a permission). */
export default defineExtension({
  name: 'events',
  modules: [
    {
      name: 'events',
      entities: [EventNoticeSchema],
      resolvers: [EventsResolver],
      routes: [
        route({ method: 'get', path: '/events/notices', operation: listNotices, output: (notices) => ({ notices }) }),
        route({ method: 'post', path: '/events/notices/add', operation: addNotice, output: (notice) => ({ notice }) }),
        route({ method: 'post', path: '/events/notices/remove', operation: removeNotice }),
      ],
      background: dayTurn,
    },
  ],
  migrations: path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations'),
  permissions: [{ name: 'manage-events' }],
  pageTypes: [eventPageType],
  blockTypes: [
    {
      id: 'upcoming-events',
      label: localized('Upcoming events', 'Komende evenementen', 'Kommende Veranstaltungen', 'Événements à venir'),
      description: localized(
        'The next events, soonest first.',
        'De volgende evenementen, eerstvolgende eerst.',
        'Die nächsten Veranstaltungen, die nächste zuerst.',
        'Les prochains événements, le plus proche d’abord.',
      ),
      icon: 'Event',
      category: 'links',
      fields: [
        { type: 'text', name: 'heading', label: localized('Heading', 'Kop', 'Überschrift', 'Titre'), maxLength: 100 },
        { type: 'number', name: 'count', label: localized('How many', 'Hoeveel', 'Wie viele', 'Combien'), required: true, integer: true, min: 1, max: 12 },
      ],
    },
  ],
  siteRoutes: [{ id: 'agenda', paths: { nl: '/agenda', en: '/en/agenda' }, title: { nl: 'Agenda', en: 'Agenda' } }],
  adminMenu: [
    {
      id: 'events',
      label: localized('Events', 'Evenementen', 'Veranstaltungen', 'Événements'),
      path: '/cmsadmin/event-notices',
      permission: 'manage-events',
    },
  ],
});
