import { route, type FeatureModule } from '@blokwerk/server/extension';
import { CookieConsentPolicySchema, CookieConsentSchema } from './entities.js';
import { ConsentResolver } from './graphql.js';
import { getConsentPolicy, listConsentLog, logConsent, setConsentPolicy } from './operations.js';

/** Cookie consent: the policy's revision and the log of visitors' choices (the banner is the site part's, site/consent/). */
export const consentModule: FeatureModule = {
  name: 'cookie-consent',
  entities: [CookieConsentSchema, CookieConsentPolicySchema],
  resolvers: [ConsentResolver],
  routes: [
    route({ method: 'get', path: '/consent/policy', operation: getConsentPolicy }),
    route({ method: 'post', path: '/consent/policy', operation: setConsentPolicy }),
    route({ method: 'post', path: '/consent/log', operation: logConsent }),
    route({ method: 'get', path: '/consent/list', operation: listConsentLog }),
  ],
};
