import type { PageType } from '@blokwerk/server/extension';

/** schema.org employmentType values, with the labels editors and visitors see. */
export const EMPLOYMENT_TYPES = [
  { value: 'FULL_TIME', label: 'Full-time' },
  { value: 'PART_TIME', label: 'Part-time' },
  { value: 'CONTRACTOR', label: 'Contractbasis' },
  { value: 'TEMPORARY', label: 'Tijdelijk' },
  { value: 'INTERN', label: 'Stagair' },
  { value: 'VOLUNTEER', label: 'Vrijwilliger' },
  { value: 'PER_DIEM', label: 'Per dag' },
  { value: 'OTHER', label: 'Overig' },
] as const;

export const WORKPLACES = [
  { value: 'onsite', label: 'On site' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'remote', label: 'Remote' },
] as const;

/** ISO 3166-1 codes; a vacancy without one is in the Netherlands. */
export const COUNTRIES = [
  { value: 'NL', label: 'Nederland' },
  { value: 'BE', label: 'België' },
  { value: 'DE', label: 'Deutschland' },
  { value: 'FR', label: 'France' },
  { value: 'GB', label: 'United Kingdom' },
] as const;

export const SALARY_UNITS = [
  { value: 'HOUR', label: 'per hour' },
  { value: 'MONTH', label: 'per month' },
  { value: 'YEAR', label: 'per year' },
] as const;

/** Today's date (YYYY-MM-DD) in Amsterdam, the calendar closing dates are meant in. */
export function amsterdamToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
}

/** The YYYY-MM-DD a number of days after another. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Closed once its closing date has passed: the closing day itself is still open. */
export function isPastClosing(closingDate: string | undefined, now = new Date()): boolean {
  return Boolean(closingDate) && (closingDate ?? '') < amsterdamToday(now);
}

/**
 * A vacancy: its facts are typeData (what the overview filters on and JobPosting is built
 * from), its description is its blocks.
 */
export const vacancyType: PageType = {
  id: 'vacancy',
  label: 'Vacancy',
  slugPrefix: 'vacatures/',
  jsonLd: 'JobPosting',
  // A closed vacancy says so on its page (noindex) but leaves the sitemap.
  listed: (data) => !isPastClosing(typeof data.closingDate === 'string' ? data.closingDate : undefined),
  fields: [
    { type: 'number', name: 'hoursMin', label: 'Hours per week (from)', required: true, integer: true, min: 1, max: 80 },
    { type: 'number', name: 'hoursMax', label: 'Hours per week (up to)', integer: true, min: 1, max: 80, help: 'Leave empty for a fixed number of hours.' },
    { type: 'text', name: 'department', label: 'Department', required: true, maxLength: 100 },
    { type: 'text', name: 'street', label: 'Street and number', maxLength: 200 },
    { type: 'text', name: 'postalCode', label: 'Postal code', maxLength: 20 },
    { type: 'text', name: 'locality', label: 'Place', required: true, maxLength: 100 },
    { type: 'text', name: 'region', label: 'Province or region', maxLength: 100 },
    { type: 'select', name: 'country', label: 'Country', options: COUNTRIES, help: 'The Netherlands when left empty.' },
    { type: 'select', name: 'employmentType', label: 'Employment type', required: true, options: EMPLOYMENT_TYPES },
    { type: 'select', name: 'workplace', label: 'Workplace', required: true, options: WORKPLACES },
    { type: 'number', name: 'salaryMin', label: 'Salary (from)', min: 0, max: 10_000_000 },
    { type: 'number', name: 'salaryMax', label: 'Salary (up to)', min: 0, max: 10_000_000 },
    { type: 'select', name: 'salaryUnit', label: 'Salary per', options: SALARY_UNITS },
    { type: 'date', name: 'datePosted', label: 'Date posted', required: true },
    { type: 'date', name: 'closingDate', label: 'Closing date', help: 'After this day the vacancy leaves the overview and answers "closed".' },
    { type: 'text', name: 'reference', label: 'Reference', maxLength: 50 },
  ],
};
