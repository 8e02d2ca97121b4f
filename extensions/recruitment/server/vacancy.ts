import type { PageType, TypeDataProblem } from '@blokwerk/server/extension';

/** schema.org employmentType values, with the labels editors and visitors see (the Dutch ones SPEC §3's). */
export const EMPLOYMENT_TYPES = [
  { value: 'FULL_TIME', label: { en: 'Full-time', nl: 'Full-time', de: 'Vollzeit', fr: 'Temps plein' } },
  { value: 'PART_TIME', label: { en: 'Part-time', nl: 'Part-time', de: 'Teilzeit', fr: 'Temps partiel' } },
  { value: 'CONTRACTOR', label: { en: 'Contract', nl: 'Contractbasis', de: 'Auf Vertragsbasis', fr: 'Contrat de prestation' } },
  { value: 'TEMPORARY', label: { en: 'Temporary', nl: 'Tijdelijk', de: 'Befristet', fr: 'Temporaire' } },
  { value: 'INTERN', label: { en: 'Internship', nl: 'Stagair', de: 'Praktikum', fr: 'Stage' } },
  { value: 'VOLUNTEER', label: { en: 'Volunteer', nl: 'Vrijwilliger', de: 'Ehrenamtlich', fr: 'Bénévolat' } },
  { value: 'PER_DIEM', label: { en: 'Per day', nl: 'Per dag', de: 'Tageweise', fr: 'À la journée' } },
  { value: 'OTHER', label: { en: 'Other', nl: 'Overig', de: 'Sonstiges', fr: 'Autre' } },
] as const;

type Labelled = readonly { value: string; label: Readonly<Record<'en' | 'nl' | 'de' | 'fr', string>> }[];

/** An option's label in a locale (its language's); English when the locale has none, the value when unknown. */
export function labelIn(options: Labelled, value: string, locale: string): string {
  const label = options.find((option) => option.value === value)?.label;
  return label ? (label[locale.slice(0, 2) as keyof typeof label] ?? label.en) : value;
}

/** An employment type's name in a locale (the site's cards and filters). */
export const employmentTypeName = (value: string, locale: string): string => labelIn(EMPLOYMENT_TYPES, value, locale);

export const WORKPLACES = [
  { value: 'onsite', label: { en: 'On site', nl: 'Op locatie', de: 'Vor Ort', fr: 'Sur site' } },
  { value: 'hybrid', label: { en: 'Hybrid', nl: 'Hybride', de: 'Hybrid', fr: 'Hybride' } },
  { value: 'remote', label: { en: 'Remote', nl: 'Op afstand', de: 'Remote', fr: 'À distance' } },
] as const;

/** ISO 3166-1 codes; a vacancy without one is in the Netherlands. */
export const COUNTRIES = [
  { value: 'NL', label: { en: 'Netherlands', nl: 'Nederland', de: 'Niederlande', fr: 'Pays-Bas' } },
  { value: 'BE', label: { en: 'Belgium', nl: 'België', de: 'Belgien', fr: 'Belgique' } },
  { value: 'DE', label: { en: 'Germany', nl: 'Duitsland', de: 'Deutschland', fr: 'Allemagne' } },
  { value: 'FR', label: { en: 'France', nl: 'Frankrijk', de: 'Frankreich', fr: 'France' } },
  { value: 'GB', label: { en: 'United Kingdom', nl: 'Verenigd Koninkrijk', de: 'Vereinigtes Königreich', fr: 'Royaume-Uni' } },
] as const;

export const SALARY_UNITS = [
  { value: 'HOUR', label: { en: 'per hour', nl: 'per uur', de: 'pro Stunde', fr: 'de l’heure' } },
  { value: 'MONTH', label: { en: 'per month', nl: 'per maand', de: 'pro Monat', fr: 'par mois' } },
  { value: 'YEAR', label: { en: 'per year', nl: 'per jaar', de: 'pro Jahr', fr: 'par an' } },
] as const;

/** ISO 4217 codes a salary may be in; a vacancy without one pays in euros. */
export const SALARY_CURRENCIES = [
  { value: 'EUR', label: { en: 'Euro (EUR)', nl: 'Euro (EUR)', de: 'Euro (EUR)', fr: 'Euro (EUR)' } },
  { value: 'GBP', label: { en: 'Pound sterling (GBP)', nl: 'Britse pond (GBP)', de: 'Britisches Pfund (GBP)', fr: 'Livre sterling (GBP)' } },
  { value: 'USD', label: { en: 'US dollar (USD)', nl: 'Amerikaanse dollar (USD)', de: 'US-Dollar (USD)', fr: 'Dollar américain (USD)' } },
  { value: 'CHF', label: { en: 'Swiss franc (CHF)', nl: 'Zwitserse frank (CHF)', de: 'Schweizer Franken (CHF)', fr: 'Franc suisse (CHF)' } },
  { value: 'SEK', label: { en: 'Swedish krona (SEK)', nl: 'Zweedse kroon (SEK)', de: 'Schwedische Krone (SEK)', fr: 'Couronne suédoise (SEK)' } },
  { value: 'DKK', label: { en: 'Danish krone (DKK)', nl: 'Deense kroon (DKK)', de: 'Dänische Krone (DKK)', fr: 'Couronne danoise (DKK)' } },
  { value: 'NOK', label: { en: 'Norwegian krone (NOK)', nl: 'Noorse kroon (NOK)', de: 'Norwegische Krone (NOK)', fr: 'Couronne norvégienne (NOK)' } },
  { value: 'PLN', label: { en: 'Polish złoty (PLN)', nl: 'Poolse zloty (PLN)', de: 'Polnischer Złoty (PLN)', fr: 'Złoty polonais (PLN)' } },
  { value: 'CZK', label: { en: 'Czech koruna (CZK)', nl: 'Tsjechische kroon (CZK)', de: 'Tschechische Krone (CZK)', fr: 'Couronne tchèque (CZK)' } },
] as const;

export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number]['value'];

/** A vacancy's salary currency (typeData.salaryCurrency): euros when none or an unknown one is stored. */
export function salaryCurrencyOf(typeData: Readonly<Record<string, unknown>>): SalaryCurrency {
  return SALARY_CURRENCIES.find((currency) => currency.value === typeData.salaryCurrency)?.value ?? 'EUR';
}

/** A vacancy's pay as the site, the cards and the feeds show it: either bound may be missing, not both. */
export interface SalaryRange {
  min: number | null;
  max: number | null;
  /** HOUR, MONTH or YEAR (schema.org's unitText); MONTH when none is stored. */
  unit: string;
  currency: SalaryCurrency;
}

const amountIn = (typeData: Readonly<Record<string, unknown>>, name: string) => (typeof typeData[name] === 'number' ? typeData[name] : null);

/** The salary of a vacancy's typeData; null when it names no amount. */
export function salaryOf(typeData: Readonly<Record<string, unknown>>): SalaryRange | null {
  const min = amountIn(typeData, 'salaryMin');
  const max = amountIn(typeData, 'salaryMax');
  if (min === null && max === null) return null;
  const unit = SALARY_UNITS.find((option) => option.value === typeData.salaryUnit)?.value ?? 'MONTH';
  return { min, max, unit, currency: salaryCurrencyOf(typeData) };
}

/** Whether a vacancy goes to the job boards' feeds: yes unless its 'Post to job boards' switch is off. */
export const postsToBoards = (typeData: Readonly<Record<string, unknown>>): boolean => typeData.postToBoards !== false;

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

const given = (typeData: Readonly<Record<string, unknown>>, name: string) => (typeData[name] === '' ? undefined : typeData[name]);

/**
 * The vacancy's rules across fields, checked on every save (PageType.validate): the site, the
 * cards and the feeds show hours and dates as stored, so an upper bound below the lower one, or
 * a closing date before the posting date, is refused (V_12) rather than shown.
 */
export function vacancyProblems(typeData: Readonly<Record<string, unknown>>): TypeDataProblem[] {
  const hoursMin = given(typeData, 'hoursMin');
  const hoursMax = given(typeData, 'hoursMax');
  const posted = given(typeData, 'datePosted');
  const closing = given(typeData, 'closingDate');
  return [
    ...(typeof hoursMin === 'number' && typeof hoursMax === 'number' && hoursMax < hoursMin ? [{ code: 'V_12' as const, field: 'hoursMax' }] : []),
    ...(typeof posted === 'string' && typeof closing === 'string' && closing < posted ? [{ code: 'V_12' as const, field: 'closingDate' }] : []),
  ];
}

/**
 * A vacancy: its facts are typeData (what the overview filters on and JobPosting is built
 * from), its description is its blocks.
 */
export const vacancyType: PageType = {
  id: 'vacancy',
  label: { en: 'Vacancy', nl: 'Vacature', de: 'Stellenangebot', fr: 'Offre d’emploi' },
  slugPrefix: 'vacatures/',
  jsonLd: 'JobPosting',
  /**
   * The shape of its typeData. A change that renames a field (say `locality` → `city`) would be
   * version 2 with `migrations: [{ from: 1, to: 2, steps: [renameField('locality', 'city')] }]`;
   * the overview's SQL filters, the site's facts and the bench read these names too, so such a
   * rename changes them in the same release (docs/extensions.md, "Changing a type").
   */
  version: 1,
  // A closed vacancy says so on its page (noindex) but leaves the sitemap.
  listed: (data) => !isPastClosing(typeof data.closingDate === 'string' ? data.closingDate : undefined),
  validate: vacancyProblems,
  fields: [
    {
      type: 'number',
      name: 'hoursMin',
      label: { en: 'Hours per week (from)', nl: 'Uren per week (vanaf)', de: 'Wochenstunden (ab)', fr: 'Heures par semaine (à partir de)' },
      required: true,
      integer: true,
      min: 1,
      max: 80,
    },
    {
      type: 'number',
      name: 'hoursMax',
      label: { en: 'Hours per week (up to)', nl: 'Uren per week (tot en met)', de: 'Wochenstunden (bis)', fr: 'Heures par semaine (jusqu’à)' },
      integer: true,
      min: 1,
      max: 80,
      help: {
        en: 'Leave empty for a fixed number of hours.',
        nl: 'Laat leeg bij een vast aantal uren.',
        de: 'Leer lassen bei fester Stundenzahl.',
        fr: 'Laisser vide pour un nombre d’heures fixe.',
      },
    },
    { type: 'text', name: 'department', label: { en: 'Department', nl: 'Afdeling', de: 'Abteilung', fr: 'Service' }, required: true, maxLength: 100 },
    {
      type: 'text',
      name: 'street',
      label: { en: 'Street and number', nl: 'Straat en huisnummer', de: 'Straße und Hausnummer', fr: 'Rue et numéro' },
      maxLength: 200,
    },
    { type: 'text', name: 'postalCode', label: { en: 'Postal code', nl: 'Postcode', de: 'Postleitzahl', fr: 'Code postal' }, maxLength: 20 },
    { type: 'text', name: 'locality', label: { en: 'Place', nl: 'Plaats', de: 'Ort', fr: 'Localité' }, required: true, maxLength: 100 },
    {
      type: 'text',
      name: 'region',
      label: { en: 'Province or region', nl: 'Provincie of regio', de: 'Bundesland oder Region', fr: 'Province ou région' },
      maxLength: 100,
    },
    {
      type: 'select',
      name: 'country',
      label: { en: 'Country', nl: 'Land', de: 'Land', fr: 'Pays' },
      options: COUNTRIES,
      help: {
        en: 'The Netherlands when left empty.',
        nl: 'Nederland als het leeg blijft.',
        de: 'Die Niederlande, wenn leer.',
        fr: 'Les Pays-Bas si laissé vide.',
      },
    },
    {
      type: 'select',
      name: 'employmentType',
      label: { en: 'Employment type', nl: 'Dienstverband', de: 'Beschäftigungsart', fr: 'Type de contrat' },
      required: true,
      options: EMPLOYMENT_TYPES,
    },
    {
      type: 'select',
      name: 'workplace',
      label: { en: 'Workplace', nl: 'Werkplek', de: 'Arbeitsort', fr: 'Lieu de travail' },
      required: true,
      options: WORKPLACES,
    },
    {
      type: 'number',
      name: 'salaryMin',
      label: { en: 'Salary (from)', nl: 'Salaris (vanaf)', de: 'Gehalt (ab)', fr: 'Salaire (à partir de)' },
      min: 0,
      max: 10_000_000,
    },
    {
      type: 'number',
      name: 'salaryMax',
      label: { en: 'Salary (up to)', nl: 'Salaris (tot en met)', de: 'Gehalt (bis)', fr: 'Salaire (jusqu’à)' },
      min: 0,
      max: 10_000_000,
    },
    { type: 'select', name: 'salaryUnit', label: { en: 'Salary per', nl: 'Salaris per', de: 'Gehalt pro', fr: 'Salaire par' }, options: SALARY_UNITS },
    {
      type: 'select',
      name: 'salaryCurrency',
      label: { en: 'Salary currency', nl: 'Valuta salaris', de: 'Währung des Gehalts', fr: 'Devise du salaire' },
      options: SALARY_CURRENCIES,
      default: 'EUR',
    },
    { type: 'date', name: 'datePosted', label: { en: 'Date posted', nl: 'Geplaatst op', de: 'Veröffentlicht am', fr: 'Date de publication' }, required: true },
    {
      type: 'date',
      name: 'closingDate',
      label: { en: 'Closing date', nl: 'Sluitingsdatum', de: 'Bewerbungsschluss', fr: 'Date de clôture' },
      help: {
        en: 'After this day the vacancy leaves the overview and answers "closed".',
        nl: 'Na deze dag verdwijnt de vacature uit het overzicht en meldt ze "gesloten".',
        de: 'Nach diesem Tag verschwindet die Stelle aus der Übersicht und gilt als „geschlossen“.',
        fr: 'Après ce jour, l’offre quitte l’aperçu et s’affiche comme « clôturée ».',
      },
    },
    { type: 'text', name: 'reference', label: { en: 'Reference', nl: 'Referentie', de: 'Referenz', fr: 'Référence' }, maxLength: 50 },
    {
      type: 'boolean',
      name: 'postToBoards',
      label: { en: 'Post to job boards', nl: 'Plaatsen op vacaturesites', de: 'Auf Jobbörsen veröffentlichen', fr: 'Publier sur les sites d’emploi' },
      // On unless switched off: vacancies saved before the switch existed are posted too (postsToBoards).
      default: true,
      help: {
        en: 'The Indeed, LinkedIn and Jooble feeds carry it while it is open and complete for the board (Vacancies → Job boards says what it lacks).',
        nl:
          'De feeds voor Indeed, LinkedIn en Jooble bevatten haar zolang ze open is en compleet voor de site (Vacatures → Vacaturesites zegt wat er ' +
          'ontbreekt).',
        de:
          'Die Feeds für Indeed, LinkedIn und Jooble enthalten sie, solange sie offen und für die Börse vollständig ist (Stellen → Jobbörsen zeigt, ' +
          'was fehlt).',
        fr:
          'Les flux Indeed, LinkedIn et Jooble la contiennent tant qu’elle est ouverte et complète pour le site (Offres d’emploi → Sites d’emploi ' +
          'indique ce qui manque).',
      },
    },
  ],
};
