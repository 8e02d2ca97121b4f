import { defineSiteExtension } from '@blokwerk/site/extensions/contract';
import Consultancy from './Consultancy.astro';
import { jobPostingJsonLd } from './job-posting';
import { hoursText } from '../server/vacancy';
import { isClosed, vacancyOf } from './vacancy';
import VacancyHighlights from './VacancyHighlights.astro';
import VacancyPage from './VacancyPage.astro';

/** Vacancy pages with their header and JobPosting JSON-LD (none, and noindex, once closed); the consultancy block. */
export default defineSiteExtension({
  name: 'recruitment',
  pageTypes: {
    vacancy: {
      component: VacancyPage,
      jsonLd: jobPostingJsonLd,
      noindex: (source) => isClosed(vacancyOf(source.version.typeData)),
      description: (source) => {
        const vacancy = vacancyOf(source.version.typeData);
        return `${source.version.title}: ${hoursText(vacancy.hoursMin, vacancy.hoursMax)}, ${vacancy.department}, ${vacancy.locality}. Bekijk de vacature en solliciteer.`;
      },
    },
  },
  blocks: { consultancy: Consultancy, 'vacancy-highlights': VacancyHighlights },
});
