/**
 * Vacancy alerts: when a vacancy is published for the first time, every confirmed subscriber
 * who asked for instant alerts and whose departments, places and employment types (none chosen:
 * all) match gets a mail; weekly subscribers get it in their digest (digest.ts), which finds the
 * week's vacancies by their `vacancy_alert` row (the first publication).
 * Every process hears every content event; the one that claims the vacancy in `vacancy_alert`
 * mails, so each vacancy is alerted once. Pending sign-ups older than PENDING_DAYS are deleted.
 */
import { content, type BackgroundDeps, type BackgroundTask, type ContentPage, type ContentReader } from '@blokwerk/server/extension';
import { text } from '../vacancies/search.js';
import { PENDING_DAYS, Subscriber } from './entities.js';
import { vacancyAlertMail } from './mails.js';

const SWEEP_MS = 60 * 60 * 1000;

export interface PublishedVacancy {
  slug: string;
  title: string;
  department: string;
  locality: string;
  employmentType: string;
}

type Em = BackgroundDeps['orm']['em'];

/** What an alert says of a vacancy, from its published version. */
export const alertedVacancy = (page: ContentPage): PublishedVacancy => ({
  slug: page.slug,
  title: page.title,
  department: text(page.typeData, 'department'),
  locality: text(page.typeData, 'locality'),
  employmentType: text(page.typeData, 'employmentType'),
});

/** The page, when it is a published vacancy not alerted before, claimed for this process; with its address. */
async function claim(reader: ContentReader, pageId: number): Promise<(PublishedVacancy & { url: string }) | undefined> {
  const [page] = (await content.publishedPages(reader, { type: 'vacancy', ids: [pageId] })).items;
  if (!page) return undefined;
  const claimed = await reader.em.execute(`insert into "vacancy_alert" ("page_id", "sent_at") values (?, now()) on conflict do nothing returning "page_id"`, [
    pageId,
  ]);
  return claimed.length ? { ...alertedVacancy(page), url: await content.pageUrl(reader, page) } : undefined;
}

/** Whether a subscriber's choice (none: everything) takes the value. */
const takes = (chosen: readonly string[], value: string) => chosen.length === 0 || chosen.includes(value);

/** Whether a vacancy is one the subscriber's preferences ask for (alerts here, the digest). */
export const wants = (
  s: Pick<Subscriber, 'departments' | 'localities' | 'employmentTypes'>,
  v: Pick<PublishedVacancy, 'department' | 'locality' | 'employmentType'>,
) => takes(s.departments, v.department) && takes(s.localities, v.locality) && takes(s.employmentTypes, v.employmentType);

export async function alertVacancy(deps: Pick<BackgroundDeps, 'orm' | 'services'>, pageId: number): Promise<number> {
  const em = deps.orm.em.fork();
  const vacancy = await claim({ em, services: deps.services }, pageId);
  if (!vacancy) return 0;
  const subscribers = await em.find(Subscriber, { status: 'confirmed', alerts: true, frequency: 'instant' });
  const matching = subscribers.filter((s) => wants(s, vacancy));
  for (const subscriber of matching) deps.services.mailer.send(vacancyAlertMail(deps, subscriber, vacancy));
  return matching.length;
}

async function deleteUnconfirmed(em: Em): Promise<void> {
  await em.nativeDelete(Subscriber, { status: 'pending', createdAt: { $lt: new Date(Date.now() - PENDING_DAYS * 86_400_000) } });
}

export function vacancyAlerts(deps: BackgroundDeps): BackgroundTask {
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const done = work.catch((error: unknown) => deps.log.error({ err: error }, 'vacancy alerts failed')).finally(() => running.delete(done));
    running.add(done);
  };
  const stopListening = deps.services.events.subscribe((event) => {
    if (event.type === 'page.published') track(alertVacancy(deps, event.pageId));
  });
  const sweep = setInterval(() => track(deleteUnconfirmed(deps.orm.em.fork())), SWEEP_MS);
  sweep.unref();
  track(deleteUnconfirmed(deps.orm.em.fork()));
  return {
    async stop() {
      stopListening();
      clearInterval(sweep);
      await Promise.all(running);
    },
  };
}
