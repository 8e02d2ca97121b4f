/**
 * Styles for text that screen readers read and nobody sees. Pixel sizes as strings: MUI reads
 * a bare `width: 1` as 100 %, which once made such text as wide as its form and the screen
 * scroll sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
