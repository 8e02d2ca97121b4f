/** The subscribers as CSV (RFC 4180), safe to open in a spreadsheet: no cell starts a formula. */
import type { SubscriberView } from './operations.js';

const HEADER = ['id', 'first name', 'last name', 'email', 'status', 'alerts', 'departments', 'places', 'employment types', 'frequency', 'created', 'confirmed'];

function cell(value: string): string {
  // A leading =, +, - or @ would be run as a formula (CSV injection): quote it as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n']/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function subscribersCsv(rows: readonly SubscriberView[]): string {
  const lines = rows.map((s) =>
    [
      String(s.id),
      s.firstName,
      s.lastName,
      s.email,
      s.status,
      s.alerts ? 'yes' : 'no',
      s.departments.join('; '),
      s.localities.join('; '),
      s.employmentTypes.join('; '),
      s.frequency,
      s.createdAt,
      s.confirmedAt ?? '',
    ]
      .map(cell)
      .join(','),
  );
  return `${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
