import { SESSION_TABLE } from '../../http/session.js';
import type { FeatureModule } from '../module.js';
import { retention } from '../retention.js';
import { LoginAttemptSchema } from './entities.js';
import { AuthResolver } from './graphql.js';
import { authRoutes } from './rest.js';

export const authModule: FeatureModule = {
  name: 'auth',
  entities: [LoginAttemptSchema],
  resolvers: [AuthResolver],
  routes: authRoutes,
  // Staff accounts stay (a staging copy needs people who can sign in); their traces do not.
  personalData: { tables: [SESSION_TABLE, 'login_attempt', 'one_time_token'] },
  // Login attempts matter to the lockout for 20 minutes and to an investigation for a month;
  // used or expired one-time tokens (activation: 7 days, reset: 60 minutes) for a week.
  background: (deps) =>
    retention(deps, [
      { table: 'login_attempt', column: 'at', keepDays: 30 },
      { table: 'one_time_token', column: 'expires_at', keepDays: 7 },
    ]),
};
