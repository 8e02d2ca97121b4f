import { defineSiteExtension, siteText } from '@blokwerk/site/extension';
import ConsentBanner from './consent/ConsentBanner.astro';
import ConsentLink from './consent/ConsentLink.astro';
import consentEn from './consent/messages/en.json';
import consentNl from './consent/messages/nl.json';
import Consultancy from './Consultancy.astro';
import { jobPostingJsonLd } from './job-posting';
import en from './messages/en.json';
import nl from './messages/nl.json';
import { hoursText } from './texts';
import { isClosed, vacancyOf } from './vacancy';
import VacancyHighlights from './VacancyHighlights.astro';
import VacancyPage from './VacancyPage.astro';

/** Vacancy pages with their header and JobPosting JSON-LD (none, and noindex, once closed); the consultancy and highlights blocks; the texts in en and nl. */
export default defineSiteExtension({
  name: 'recruitment',
  pageTypes: {
    vacancy: {
      component: VacancyPage,
      jsonLd: jobPostingJsonLd,
      noindex: (source) => isClosed(vacancyOf(source.version.typeData)),
      description: (source) => {
        const vacancy = vacancyOf(source.version.typeData);
        const t = siteText(source.page.locale);
        const hours = hoursText(t, vacancy.hoursMin, vacancy.hoursMax);
        return t('recruitment.vacancy.description', { title: source.version.title, hours, department: vacancy.department, locality: vacancy.locality });
      },
    },
  },
  blocks: { consultancy: Consultancy, 'vacancy-highlights': VacancyHighlights },
  messages: { en: { ...en, ...consentEn }, nl: { ...nl, ...consentNl } },
  // The cookie banner on every page, and the footer's way back to its preferences.
  shell: { body: ConsentBanner, footer: ConsentLink },
});
