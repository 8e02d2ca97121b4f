import { route, type FeatureModule } from '@blokwerk/server/extension';
import { ApplicantPageResolver } from './graphql.js';
import { viewOwnApplication } from './operations.js';

/** The applicant's own page: what the link in their mails shows them (no account; the signed token is the proof). */
export const applicantPageModule: FeatureModule = {
  name: 'applicant-page',
  entities: [],
  resolvers: [ApplicantPageResolver],
  routes: [route({ method: 'get', path: '/applications/own', operation: viewOwnApplication })],
};
