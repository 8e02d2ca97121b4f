/**
 * The cookie banner (vanilla-cookieconsent): opt-in, "accept all" and "reject all" of equal
 * weight on the first layer, preferences per category; asks again when the policy's revision
 * changes. Each choice (the first and every change) is logged on the server with the consent
 * id, the categories and the revision (server/consent).
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import stylesheet from 'vanilla-cookieconsent/dist/cookieconsent.css?url';
import type { ConsentSettings } from '../settings';

const API = '/api/blokwerk';

/** cookieconsent's stylesheet, loaded only by this script: it is no render-blocking part of the page. */
function loadStylesheet(): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
}

/** Sends the visitor's choice to the server's log, with the CSRF token a visitor gets from any API answer (docs/security.md). */
async function logChoice(): Promise<void> {
  const { consentId, categories, revision } = CookieConsent.getCookie();
  try {
    const tokenAnswer = await fetch(`${API}/consent/policy`, { credentials: 'same-origin', keepalive: true });
    const token = tokenAnswer.headers.get('X-CSRF-Token') ?? '';
    await fetch(`${API}/consent/log`, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': token },
      body: JSON.stringify({ consentId, categories, revision }),
    });
  } catch {
    // Offline or leaving the page: the choice itself stands in the visitor's cookie.
  }
}

function config({ locale, revision, texts }: ConsentSettings): CookieConsent.CookieConsentConfig {
  return {
    mode: 'opt-in',
    revision,
    // cookieconsent would also take every automated browser (navigator.webdriver) for a crawler,
    // the tests' and Lighthouse's included; crawlers are told apart by name in startConsent.
    hideFromBots: false,
    cookie: { name: 'cc_cookie', sameSite: 'Lax', secure: location.protocol === 'https:' },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      // The demo statistics script's cookie goes when consent is withdrawn.
      statistics: { autoClear: { cookies: [{ name: 'demo_statistics' }] } },
      marketing: {},
    },
    onFirstConsent: () => void logChoice(),
    onChange: () => void logChoice(),
    language: {
      default: locale,
      translations: {
        [locale]: {
          consentModal: {
            title: texts.title,
            description: `${texts.description} {{revisionMessage}}`,
            revisionMessage: texts.revised,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            showPreferencesBtn: texts.preferences,
          },
          preferencesModal: {
            title: texts.settings,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            savePreferencesBtn: texts.save,
            closeIconLabel: texts.close,
            sections: [
              { description: texts.intro },
              { title: texts.necessary, description: texts.necessaryDescription, linkedCategory: 'necessary' },
              { title: texts.statistics, description: texts.statisticsDescription, linkedCategory: 'statistics' },
              { title: texts.marketing, description: texts.marketingDescription, linkedCategory: 'marketing' },
            ],
          },
        },
      },
    },
  };
}

/** Search engines' crawlers (cookieconsent's own test): no banner in their copy of the page, and no category runs. */
const CRAWLER = /bot|crawl|spider|slurp|teoma/i;

export async function startConsent(): Promise<void> {
  const element = document.getElementById('cookie-consent');
  if (!element?.dataset.settings || CRAWLER.test(navigator.userAgent)) return;
  const settings = JSON.parse(element.dataset.settings) as ConsentSettings;
  await loadStylesheet();
  await CookieConsent.run(config(settings));
  for (const button of document.querySelectorAll<HTMLElement>('[data-cc="show-preferencesModal"]')) button.hidden = false;
}
