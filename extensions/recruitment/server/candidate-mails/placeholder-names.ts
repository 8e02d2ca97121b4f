/** What a candidate mail's template may name, in braces (`{name}`): plain values, so the admin imports them as they are. */
export const PLACEHOLDERS = ['name', 'vacancy', 'company', 'stage', 'statusLink'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
