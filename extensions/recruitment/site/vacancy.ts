import { isPastClosing, salaryOf, type SalaryRange } from '../server/vacancy';

/** A vacancy's facts, read from its typeData as the server validated it (server/vacancy.ts). */
export interface Vacancy {
  hoursMin: number;
  hoursMax: number | undefined;
  department: string;
  street: string;
  postalCode: string;
  locality: string;
  region: string;
  /** ISO 3166-1; NL when the editor left it empty. */
  country: string;
  employmentType: string;
  workplace: 'onsite' | 'hybrid' | 'remote';
  /** The pay range; null when none is given. */
  salary: SalaryRange | null;
  datePosted: string;
  closingDate: string | undefined;
  reference: string;
}

const text = (data: Readonly<Record<string, unknown>>, name: string) => (typeof data[name] === 'string' ? data[name] : '');
const number = (data: Readonly<Record<string, unknown>>, name: string) => (typeof data[name] === 'number' ? data[name] : undefined);

export function vacancyOf(data: Readonly<Record<string, unknown>>): Vacancy {
  const workplace = text(data, 'workplace');
  return {
    hoursMin: number(data, 'hoursMin') ?? 0,
    hoursMax: number(data, 'hoursMax'),
    department: text(data, 'department'),
    street: text(data, 'street'),
    postalCode: text(data, 'postalCode'),
    locality: text(data, 'locality'),
    region: text(data, 'region'),
    country: text(data, 'country') || 'NL',
    employmentType: text(data, 'employmentType') || 'OTHER',
    workplace: workplace === 'remote' || workplace === 'hybrid' ? workplace : 'onsite',
    salary: salaryOf(data),
    datePosted: text(data, 'datePosted'),
    closingDate: text(data, 'closingDate') || undefined,
    reference: text(data, 'reference'),
  };
}

/** Closed once its closing date has passed (the closing day itself is still open), by the calendar in Amsterdam. */
export function isClosed(vacancy: Vacancy, now = new Date()): boolean {
  return isPastClosing(vacancy.closingDate, now);
}
