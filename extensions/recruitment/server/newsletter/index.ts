import { route, type FeatureModule } from '@blokwerk/server/extension';
import type { Request, Response } from 'express';
import { cleaning } from '../cleanup.js';
import { vacancyAlerts } from './alerts.js';
import { weeklyDigests } from './digest.js';
import { subscribersCsv } from './csv.js';
import { SubscriberSchema } from './entities.js';
import { NewsletterResolver, PreferencesResolver } from './graphql.js';
import { confirmSubscription, exportSubscribers, listSubscribers, subscribe, unsubscribe } from './operations.js';
import { preferencesInput, preferencesSaved, preferencesRefused } from './preferences-form.js';
import { readPreferences, updatePreferences } from './preferences.js';
import { ALERTS_PATHS } from '../vacancies/paths.js';

const formField = (req: Request, name: string): unknown => (req.body as Record<string, unknown> | undefined)?.[name];

/** The mailed links' forms post their id and token, and the page's language (`taal`, nl or en). */
const linkInput = (req: Request) => ({ id: formField(req, 'id'), token: formField(req, 'token') });

/** The mailed links' buttons are plain forms: they come back to the newsletter page in its language, saying how it went. */
const backToPage = (status: string) => (req: Request, res: Response) =>
  res.redirect(303, `${formField(req, 'taal') === 'en' ? ALERTS_PATHS.en : ALERTS_PATHS.nl}?status=${status}`);

/**
 * The newsletter with vacancy alerts: double opt-in sign-up (the site's island), confirm and
 * unsubscribe by the mailed links without signing in (and by a mail client's one-click POST),
 * the alert preferences by the alert mails' link, the subscribers behind manage-newsletter
 * (GraphQL, CSV export), the alert mails when a matching vacancy is first published, and the
 * weekly digests.
 */
export const newsletterModule: FeatureModule = {
  name: 'newsletter',
  entities: [SubscriberSchema],
  resolvers: [NewsletterResolver, PreferencesResolver],
  personalData: { tables: ['newsletter_subscriber', 'vacancy_digest', 'newsletter_signup_attempt'] },
  routes: [
    route({ method: 'post', path: '/newsletter/subscribe', operation: subscribe }),
    route({
      method: 'post',
      path: '/newsletter/confirm',
      operation: confirmSubscription,
      htmlForm: true,
      input: linkInput,
      send: backToPage('bevestigd'),
      failure: (req, res) => (backToPage('ongeldig')(req, res), true),
    }),
    route({
      method: 'post',
      path: '/newsletter/unsubscribe',
      operation: unsubscribe,
      htmlForm: true,
      input: linkInput,
      send: backToPage('afgemeld'),
      failure: (req, res) => (backToPage('ongeldig')(req, res), true),
    }),
    // RFC 8058: a mail client's one-click POST, from anywhere, with the link's id and token in its address.
    route({
      method: 'post',
      path: '/newsletter/one-click',
      operation: unsubscribe,
      tokenLink: true,
      input: (req) => ({ id: req.query.id, token: req.query.token }),
    }),
    // The preferences page's form (alert mails' link): back to the page, saying how it went.
    route({
      method: 'post',
      path: '/newsletter/preferences',
      operation: updatePreferences,
      htmlForm: true,
      input: preferencesInput,
      send: preferencesSaved,
      failure: (req, res) => (preferencesRefused(req, res), true),
    }),
    route({ method: 'post', path: '/newsletter/preferences/read', operation: readPreferences }),
    route({ method: 'get', path: '/newsletter/list', operation: listSubscribers }),
    route({
      method: 'get',
      path: '/newsletter/export',
      operation: exportSubscribers,
      send: (_req, res, rows) => {
        res.setHeader('Content-Disposition', 'attachment; filename="subscribers.csv"');
        res.setHeader('Cache-Control', 'no-store');
        res.type('text/csv; charset=utf-8').send(subscribersCsv(rows));
      },
    }),
  ],
  background: (deps) => {
    // The rate limit counts the last hour's sign-ups only.
    const attempts = cleaning(
      deps,
      'newsletter: forgetting old sign-up attempts',
      `delete from "newsletter_signup_attempt" where "at" < now() - interval '1 hour'`,
    );
    const tasks = [vacancyAlerts(deps), weeklyDigests(deps), attempts];
    return { stop: async () => void (await Promise.all(tasks.map((task) => task.stop()))) };
  },
};
