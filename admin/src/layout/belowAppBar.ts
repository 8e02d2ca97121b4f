import type { Theme } from '@mui/material/styles';

/**
 * `top` for a sticky element that must stay below the fixed app bar: the app bar's toolbar
 * height at each breakpoint (theme.mixins.toolbar), plus `gap` pixels.
 */
export function belowAppBar(theme: Theme, gap = 0): Record<string, unknown> {
  const top = (minHeight: unknown) => (typeof minHeight === 'number' ? minHeight + gap : minHeight);
  const { minHeight, ...queries } = theme.mixins.toolbar;
  return {
    top: top(minHeight),
    ...Object.fromEntries(Object.entries(queries).map(([query, style]) => [query, { top: top((style as { minHeight?: unknown }).minHeight) }])),
  };
}
