// A counter shows from this share of a field's limit on: a count on every field is noise.
const COUNTER_FROM = 0.8;

/** Whether a text of `length` characters is near enough its limit to show a counter. */
export function nearLimit(length: number, maxLength: number | null | undefined): maxLength is number {
  return typeof maxLength === 'number' && length >= maxLength * COUNTER_FROM;
}
