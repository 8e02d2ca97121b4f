/**
 * Keeps what the server rendered about dates current while a page stays open (and when it comes
 * back from the back-forward cache): "posted 3 days ago" in every <time data-relative-day>, and
 * each 'new' badge (data-new-until, its last day) hidden once its days are over. Driven by the
 * shell's clock, which this starts.
 */
import { relativeDay, stillNew } from '../days';
import { dispatch, shellState } from './shell-state';

export function startLiveDates(): void {
  dispatch({ type: 'set-locale', payload: document.documentElement.lang || 'en' });
  shellState.subscribe(({ tick, locale }) => {
    if (tick === 'init') return;
    const now = new Date(tick);
    for (const time of document.querySelectorAll<HTMLTimeElement>('time[data-relative-day]')) {
      const text = relativeDay(time.dateTime, locale, now);
      if (time.textContent !== text) time.textContent = text;
    }
    for (const badge of document.querySelectorAll<HTMLElement>('[data-new-until]')) {
      badge.hidden = !stillNew(badge.dataset.newUntil ?? '', now);
    }
  });
  dispatch({ type: 'start-clock' });
}
