import type { SiteRoute } from '@blokwerk/server/extension';
import { ALERTS_PATHS, OPEN_APPLICATION_PATHS, OVERVIEW_PATHS } from './vacancies/paths.js';

/** The public pages of the site part (site/pages/) that menus may link and sitemap.xml lists. */
export const recruitmentSiteRoutes: readonly SiteRoute[] = [
  { id: 'vacancies', paths: OVERVIEW_PATHS, title: { nl: 'Vacatures', en: 'Vacancies' } },
  { id: 'vacancy-alerts', paths: ALERTS_PATHS, title: { nl: 'Nieuwsbrief en vacature-alerts', en: 'Newsletter and vacancy alerts' } },
  { id: 'open-application', paths: OPEN_APPLICATION_PATHS, title: { nl: 'Open sollicitatie', en: 'Open application' } },
];
