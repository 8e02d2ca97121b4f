import type { CheckSubject, ContentCheck, Finding } from '@blokwerk/server/extension';
import { vacancyType } from '../vacancy.js';

/** The check's id: the recruitment settings' 'Every vacancy must show a pay range' is its blocking state. */
export const PAY_RANGE_CHECK = 'vacancy-pay-range';

const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * A vacancy must show a pay range (the EU pay-transparency directive): both Salary from and
 * Salary to, the first not above the second. Page types keep no rules across fields, so the
 * order of the two is judged here too. The admin words its problems from the extension's
 * catalogue (`checks.vacancy-pay-range.problem`, by `reason`).
 */
export const payRangeCheck: ContentCheck = {
  id: PAY_RANGE_CHECK,
  label: {
    en: 'Every vacancy must show a pay range',
    nl: 'Elke vacature moet een salarisschaal tonen',
    de: 'Jede Stelle muss eine Gehaltsspanne zeigen',
    fr: 'Chaque offre doit indiquer une fourchette de salaire',
  },
  severity: 'error',
  run(subject: CheckSubject): Finding[] {
    if (subject.pageType.id !== vacancyType.id) return [];
    const min = amount(subject.typeData.salaryMin);
    const max = amount(subject.typeData.salaryMax);
    if (min === null || max === null) return [{ blockKey: null, field: `typeData.${min === null ? 'salaryMin' : 'salaryMax'}`, params: { reason: 'missing' } }];
    return min > max ? [{ blockKey: null, field: 'typeData.salaryMax', params: { reason: 'reversed' } }] : [];
  },
};
