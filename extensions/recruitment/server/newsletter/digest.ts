/**
 * The weekly digest: subscribers who chose 'weekly' get, once a week from Monday 08:00 in
 * Amsterdam, one mail with the vacancies first published (their `vacancy_alert` row) in the
 * week before that moment that match their preferences, grouped by department; none match,
 * nothing is sent. Every process checks on core's retention timer (hourly by default); a row
 * per subscriber and ISO week in `vacancy_digest` (`insert … on conflict do nothing`) lets
 * exactly one of them send each digest, and a process that was down on Monday catches up later
 * in the week with the same vacancies.
 */
import { content, everyRetentionInterval, type BackgroundDeps, type BackgroundTask, type ContentPage } from '@blokwerk/server/extension';
import { isPastClosing } from '../vacancy.js';
import { number, text } from '../vacancies/search.js';
import { alertedVacancy, wants, type PublishedVacancy } from './alerts.js';
import { Subscriber } from './entities.js';
import { digestMail, type DigestVacancy } from './mails.js';

const ZONE = 'Europe/Amsterdam';
/** Monday (ISO weekday 1), 08:00 in Amsterdam. */
export const DIGEST_HOUR = 8;

const DAY_MS = 86_400_000;

const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The wall-clock time in Amsterdam at `at`, as if it were UTC (so Date.UTC arithmetic works on it). */
function wallClock(at: Date): number {
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(clock.formatToParts(at).find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The instant Amsterdam's clocks show `wall` (a Monday morning: never inside a daylight-saving change). */
function instantOf(wall: number): Date {
  const guess = wall - (wallClock(new Date(wall)) - wall);
  return new Date(wall - (wallClock(new Date(guess)) - guess));
}

/** ISO 8601 week of a wall-clock day, as '2026-W48'. */
function isoWeek(wall: number): string {
  const thursday = new Date(wall);
  thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7));
  // The week's Thursday decides its year; its day of that year (0-based), its number.
  const week = Math.floor(Math.floor((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / DAY_MS) / 7) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export interface DueDigest {
  /** The ISO week of the Monday it is due on. */
  week: string;
  /** The vacancies first published after `since` and up to `until` (this week's Monday 08:00). */
  since: Date;
  until: Date;
}

/** The digest due at `now`: that of the last Monday 08:00 that has passed (this week's, or before it the week before's). */
export function dueDigest(now: Date): DueDigest {
  const today = new Date(wallClock(now));
  const thisMonday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7), DIGEST_HOUR);
  const monday = now < instantOf(thisMonday) ? thisMonday - 7 * DAY_MS : thisMonday;
  return { week: isoWeek(monday), since: instantOf(monday - 7 * DAY_MS), until: instantOf(monday) };
}

const english = (locale: string) => locale.startsWith('en');
const IDS_PER_READ = 1000;

/** Sends the digests due at `now` that no process has sent yet; answers how many it sent. */
export async function sendWeeklyDigests(deps: Pick<BackgroundDeps, 'orm' | 'services'>, now = new Date()): Promise<number> {
  const due = dueDigest(now);
  const em = deps.orm.em.fork();
  const subscribers = await em.find(Subscriber, { status: 'confirmed', alerts: true, frequency: 'weekly' });
  if (subscribers.length === 0) return 0;
  const reader = { em, services: deps.services };
  const alerted = await em.execute<{ page_id: number }[]>(`select "page_id" from "vacancy_alert" where "sent_at" > ? and "sent_at" <= ?`, [
    due.since,
    due.until,
  ]);
  // Still published (read as such) and still open; the read API takes at most IDS_PER_READ ids a call.
  const ids = alerted.map((row) => row.page_id);
  const pages: ContentPage[] = [];
  for (let from = 0; from < ids.length; from += IDS_PER_READ) {
    pages.push(...(await content.publishedPages(reader, { type: 'vacancy', ids: ids.slice(from, from + IDS_PER_READ) })).items);
  }
  const open = pages.filter((page) => !isPastClosing(text(page.typeData, 'closingDate') || undefined, now)).toSorted((a, b) => a.title.localeCompare(b.title));
  const vacancies = await Promise.all(
    open.map(async (page): Promise<DigestVacancy & PublishedVacancy & { locale: string }> => ({
      ...alertedVacancy(page),
      locale: page.locale,
      hoursMin: number(page.typeData, 'hoursMin'),
      hoursMax: number(page.typeData, 'hoursMax'),
      url: await content.pageUrl(reader, page),
    })),
  );
  let sent = 0;
  for (const subscriber of subscribers) {
    // The vacancies in the subscriber's language: English pages for English, the others' otherwise.
    const matching = vacancies.filter((v) => english(v.locale) === english(subscriber.locale) && wants(subscriber, v));
    if (matching.length === 0) continue;
    const claimed = await em.execute(
      `insert into "vacancy_digest" ("subscriber_id", "week", "sent_at") values (?, ?, now()) on conflict do nothing returning "subscriber_id"`,
      [subscriber.id, due.week],
    );
    if (claimed.length === 0) continue;
    deps.services.mailer.send(digestMail(deps, subscriber, matching));
    sent += 1;
  }
  return sent;
}

/** A week's claims are written within that week: older ones are of no more use. */
const CLAIM_KEEP_DAYS = 14;

export function weeklyDigests(deps: BackgroundDeps): BackgroundTask {
  return everyRetentionInterval(deps, async () => {
    await sendWeeklyDigests(deps).catch((error: unknown) => deps.log.error({ err: error }, 'vacancy digests failed'));
    await deps.orm.em
      .fork()
      .execute(`delete from "vacancy_digest" where "sent_at" < now() - make_interval(days => ?)`, [CLAIM_KEEP_DAYS])
      .catch((error: unknown) => deps.log.error({ err: error }, 'vacancy digests: pruning the claims failed'));
  });
}
