import type { IntlShape } from 'react-intl';

/** A size in kB or, from 1 MB on, in MB, as the interface's locale writes numbers. */
export function fileSize(intl: IntlShape, bytes: number): string {
  const unit = bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte';
  const value = bytes / (unit === 'megabyte' ? 1024 * 1024 : 1024);
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}
