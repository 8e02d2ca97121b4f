import { route, type FeatureModule } from '@blokwerk/server/extension';
import { cleaning } from '../cleanup.js';
import { CookieConsentPolicySchema, CookieConsentSchema } from './entities.js';
import { ConsentResolver } from './graphql.js';
import { CONSENT_LOG_WINDOW_SECONDS, getConsentPolicy, listConsentLog, logConsent, setConsentPolicy } from './operations.js';

/**
 * How long a logged choice is kept: the banner's cookie holds a choice for half a year, so a
 * choice is relied on at most that long; it stays demonstrable well beyond, then goes.
 */
export const CONSENT_LOG_DAYS = 730;

/** Cookie consent: the policy's revision and the log of visitors' choices (the banner is the site part's, site/consent/). */
export const consentModule: FeatureModule = {
  name: 'cookie-consent',
  entities: [CookieConsentSchema, CookieConsentPolicySchema],
  resolvers: [ConsentResolver],
  personalData: { tables: ['cookie_consent', 'consent_log_attempt'] },
  routes: [
    route({ method: 'get', path: '/consent/policy', operation: getConsentPolicy }),
    route({ method: 'post', path: '/consent/policy', operation: setConsentPolicy }),
    route({ method: 'post', path: '/consent/log', operation: logConsent }),
    route({ method: 'get', path: '/consent/list', operation: listConsentLog }),
  ],
  background: (deps) => {
    const choices = cleaning(
      deps,
      'cookie consent: forgetting old choices',
      `delete from "cookie_consent" where "created_at" < now() - interval '${CONSENT_LOG_DAYS} days'`,
    );
    // The rate limit counts the window's requests only.
    const attempts = cleaning(
      deps,
      'cookie consent: forgetting old log requests',
      `delete from "consent_log_attempt" where "at" < now() - make_interval(secs => ${CONSENT_LOG_WINDOW_SECONDS})`,
    );
    return { stop: async () => void (await Promise.all([choices.stop(), attempts.stop()])) };
  },
};
