import { route, type FeatureModule } from '@blokwerk/server/extension';
import { ApplicationMailSchema, CandidateMailTemplateSchema } from './entities.js';
import { CandidateMailsResolver } from './graphql.js';
import {
  deleteCandidateMailTemplate,
  listApplicationMails,
  listCandidateMailTemplates,
  previewCandidateMail,
  previewCandidateMailTemplate,
  saveCandidateMailTemplate,
} from './operations.js';

/** Candidate mails: templates per stage and locale, their previews, and the mails sent to applicants (manage-applications). */
export const candidateMailsModule: FeatureModule = {
  name: 'candidate-mails',
  entities: [CandidateMailTemplateSchema, ApplicationMailSchema],
  resolvers: [CandidateMailsResolver],
  personalData: { tables: ['application_mail'] },
  routes: [
    route({ method: 'get', path: '/candidate-mails/templates', operation: listCandidateMailTemplates, output: (templates) => ({ templates }) }),
    route({ method: 'post', path: '/candidate-mails/template', operation: saveCandidateMailTemplate }),
    route({ method: 'post', path: '/candidate-mails/template/delete', operation: deleteCandidateMailTemplate }),
    route({ method: 'get', path: '/candidate-mails/preview', operation: previewCandidateMail }),
    route({ method: 'post', path: '/candidate-mails/template/preview', operation: previewCandidateMailTemplate }),
    route({ method: 'get', path: '/candidate-mails/sent', operation: listApplicationMails, output: (mails) => ({ mails }) }),
  ],
};
