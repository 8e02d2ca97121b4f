import { defineExtension } from '@blokwerk/server/extension';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { altchaModule } from './altcha/index.js';
import { applicantPageModule } from './applicant/index.js';
import { applicationsModule } from './applications/index.js';
import { candidateMailsModule } from './candidate-mails/index.js';
import { boardsModule } from './boards/index.js';
import { countNewApplications } from './applications/new-count.js';
import { applicationReceived } from './applications/webhook.js';
import { payRangeCheck } from './checks/pay-range.js';
import { consentModule } from './consent/index.js';
import { consultancyBlock } from './consultancy.js';
import { demoModule } from './demo/index.js';
import { highlightsBlock } from './highlights-block.js';
import { highlightsModule } from './highlights/index.js';
import { newsletterModule } from './newsletter/index.js';
import { pipelineModule } from './pipeline/index.js';
import { recruitmentSettingsModule } from './settings/index.js';
import { recruitmentSiteRoutes } from './site-routes.js';
import { similarVacanciesModule } from './similar/index.js';
import { vacanciesModule } from './vacancies/index.js';
import { vacancyType } from './vacancy.js';

/**
 * The recruitment site (docs/extensions.md; this folder's README): vacancies as a page type,
 * the consultancy block, highlighted vacancies and their permission, the admin's entries.
 */
export default defineExtension({
  name: 'recruitment',
  modules: [
    recruitmentSettingsModule,
    vacanciesModule,
    highlightsModule,
    demoModule,
    consentModule,
    newsletterModule,
    altchaModule,
    pipelineModule,
    applicationsModule,
    candidateMailsModule,
    applicantPageModule,
    similarVacanciesModule,
    boardsModule,
  ],
  migrations: path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations'),
  permissions: [{ name: 'manage-vacancy-highlights' }, { name: 'manage-newsletter' }, { name: 'manage-applications' }],
  blockCategories: [{ id: 'recruitment', label: { en: 'Recruitment', nl: 'Werving', de: 'Personalgewinnung', fr: 'Recrutement' } }],
  blockTypes: [consultancyBlock, highlightsBlock],
  pageTypes: [vacancyType],
  siteRoutes: recruitmentSiteRoutes,
  checks: [payRangeCheck],
  webhookEvents: [applicationReceived],
  adminMenu: [
    {
      id: 'vacancies',
      label: { en: 'Vacancies', nl: 'Vacatures', de: 'Stellen', fr: 'Offres d’emploi' },
      path: '/cmsadmin/page-overview/vacancy',
      children: [
        {
          id: 'vacancy-highlights',
          label: { en: 'Vacancy Highlight Settings', nl: 'Uitgelichte vacatures', de: 'Hervorgehobene Stellen', fr: 'Offres mises en avant' },
          path: '/cmsadmin/vacancy-highlights',
          permission: 'manage-vacancy-highlights',
        },
        {
          id: 'job-boards',
          label: { en: 'Job boards', nl: 'Vacaturesites', de: 'Jobbörsen', fr: 'Sites d’emploi' },
          path: '/cmsadmin/job-boards',
          permission: 'edit-page',
        },
        {
          id: 'recruitment-settings',
          label: { en: 'Recruitment settings', nl: 'Instellingen werving', de: 'Einstellungen Recruiting', fr: 'Paramètres du recrutement' },
          path: '/cmsadmin/recruitment-settings',
          permission: 'manage-settings',
        },
        {
          id: 'newsletter-subscribers',
          label: { en: 'Newsletter subscribers', nl: 'Abonnees nieuwsbrief', de: 'Newsletter-Abonnenten', fr: 'Abonnés à la newsletter' },
          path: '/cmsadmin/newsletter-subscribers',
          permission: 'manage-newsletter',
        },
        {
          id: 'applications',
          label: { en: 'Applications', nl: 'Sollicitaties', de: 'Bewerbungen', fr: 'Candidatures' },
          path: '/cmsadmin/applications',
          permission: 'manage-applications',
          count: { label: { en: '{count} new', nl: '{count} nieuw', de: '{count} neu', fr: '{count} à traiter' }, of: countNewApplications },
        },
        {
          id: 'application-stages',
          label: { en: 'Pipeline stages', nl: 'Fasen van de pipeline', de: 'Phasen der Pipeline', fr: 'Étapes du processus' },
          path: '/cmsadmin/application-stages',
          permission: 'manage-applications',
        },
        {
          id: 'candidate-mails',
          label: { en: 'Candidate mails', nl: 'Kandidaatmails', de: 'Bewerbermails', fr: 'E-mails aux candidats' },
          path: '/cmsadmin/candidate-mails',
          permission: 'manage-applications',
        },
      ],
    },
  ],
});
