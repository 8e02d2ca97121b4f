/**
 * A stage's kinds and labels: plain values, so the admin imports them as they are (no server
 * code comes with them).
 */

/** 'open': the application is still being considered; 'hired' and 'rejected' end it. */
export const STAGE_KINDS = ['open', 'hired', 'rejected'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];

/** The languages a stage is labelled in: the admin's. */
export const STAGE_LABEL_LOCALES = ['en', 'nl', 'de', 'fr'] as const;
export type StageLabelLocale = (typeof STAGE_LABEL_LOCALES)[number];
export type StageLabels = Record<StageLabelLocale, string>;

/** Days an application may be kept in a stage: 1 to 1095 (three years). */
export const RETENTION_DAYS = { min: 1, max: 1095 } as const;

/** A label in `locale` when the stage has one there, else the English one (also of a stage being edited, its other labels still unset). */
export function labelIn(labels: Pick<StageLabels, 'en'> & Partial<Record<StageLabelLocale, string | null>>, locale: string | undefined): string {
  const own = STAGE_LABEL_LOCALES.find((candidate) => candidate === locale);
  return (own && labels[own]?.trim()) || labels.en;
}
