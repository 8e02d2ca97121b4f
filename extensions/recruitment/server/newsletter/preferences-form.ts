/**
 * The preferences page's plain HTML form (site/alerts/PreferencesPage.astro) and where its post
 * leads: back to the page in the language it was shown in (`taal`), with `status=opgeslagen`
 * and the link's id and token (the form again, as saved), or `status=ongeldig` without them.
 */
import type { Request, Response } from 'express';
import { PREFERENCES_PATHS } from './tokens.js';

const body = (req: Request) => (req.body as Record<string, unknown> | undefined) ?? {};

/** A form field that may be given several times (checkboxes): none, one value or several. */
const many = (value: unknown): unknown => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export function preferencesInput(req: Request) {
  const form = body(req);
  return {
    id: form.id,
    token: form.token,
    alerts: form.alerts === 'on',
    departments: many(form.departments),
    localities: many(form.localities),
    employmentTypes: many(form.employmentTypes),
    locale: form.locale,
    frequency: form.frequency,
  };
}

const pageOf = (req: Request) => (body(req).taal === 'en' ? PREFERENCES_PATHS.en : PREFERENCES_PATHS.nl);

export function preferencesSaved(req: Request, res: Response) {
  const query = new URLSearchParams({ status: 'opgeslagen', id: String(body(req).id), token: String(body(req).token) });
  res.redirect(303, `${pageOf(req)}?${query}`);
}

export function preferencesRefused(req: Request, res: Response) {
  res.redirect(303, `${pageOf(req)}?status=ongeldig`);
}
