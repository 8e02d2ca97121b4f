/** The recruitment site's texts that are built from parts (messages/*.json holds the words). */
import type { SiteText } from '@blokwerk/site/extension';

/** "32–40 uur", or "40 uur" for a fixed number of hours a week. */
export function hoursText(t: SiteText, min: number, max: number | null | undefined): string {
  return max && max !== min ? t('recruitment.hoursRange', { min, max }) : t('recruitment.hours', { min });
}

/** 'N openstaande vacature(s) voor …', 'Geen resultaten gevonden voor …', or that there are none. */
export function countText(t: SiteText, total: number, term: string | undefined): string {
  if (total === 0) return term ? t('recruitment.noResults', { term }) : t('recruitment.none');
  return term ? t('recruitment.countFor', { total, term }) : t('recruitment.count', { total });
}
