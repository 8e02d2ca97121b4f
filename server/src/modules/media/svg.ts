import sanitizeHtml from 'sanitize-html';

/** Larger SVGs are refused (ML_01): they are sanitized in memory. */
export const SVG_MAX_BYTES = 5 * 1024 * 1024;

const SHAPES = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
];
const PAINT = ['linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker'];
const FILTERS = [
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feFlood',
  'feComposite',
  'feMerge',
  'feMergeNode',
  'feDropShadow',
  'feMorphology',
];

const ATTRIBUTES = [
  'id',
  'class',
  'style',
  'transform',
  'viewBox',
  'preserveAspectRatio',
  'version',
  'xmlns',
  'xmlns:xlink',
  'xml:space',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'dx',
  'dy',
  'd',
  'points',
  'pathLength',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'clip-path',
  'clip-rule',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'marker-start',
  'marker-mid',
  'marker-end',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'word-spacing',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'values',
  'type',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'radius',
  'flood-color',
  'flood-opacity',
  'href',
  'xlink:href',
];

/** Only references inside the document itself: `#id` links and `url(#id)` paints. */
const EXTERNAL_REFERENCE = /url\s*\(\s*(?!['"]?#)|@import|expression\s*\(|javascript:|\\/i;

function internalOnly(attribs: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if ((name === 'href' || name === 'xlink:href') && !value.trim().startsWith('#')) continue;
    if (EXTERNAL_REFERENCE.test(value)) continue;
    kept[name] = value;
  }
  return kept;
}

const options: sanitizeHtml.IOptions = {
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  allowedTags: [...SHAPES, ...PAINT, ...FILTERS],
  allowedAttributes: { '*': ATTRIBUTES },
  allowedSchemes: [],
  allowProtocolRelative: false,
  parseStyleAttributes: false,
  // `<style>` is copied verbatim (see exclusiveFilter); scripts, foreign HTML and the rest vanish with their content.
  allowVulnerableTags: true,
  nonTextTags: ['script', 'foreignObject', 'iframe', 'noscript', 'textarea', 'option'],
  // Every element is written with an end tag: valid XML whatever it holds.
  selfClosing: [],
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: internalOnly(attribs) }),
    // Without its namespace an SVG file is plain XML to a browser.
    svg: (tagName, attribs) => ({ tagName, attribs: { ...internalOnly(attribs), xmlns: 'http://www.w3.org/2000/svg' } }),
  },
  // A style sheet is written out unescaped: one that could open markup or entities, or reach outside, goes whole.
  exclusiveFilter: (frame) => frame.tag === 'style' && (/[<&]/.test(frame.text) || EXTERNAL_REFERENCE.test(frame.text)),
};

const PROLOGUE = /^(?:\uFEFF)?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^[>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*/i;

/**
 * An allow-list copy of an SVG: drawing elements and presentation attributes only, no scripts,
 * event handlers, foreign content, external references (links, images, fonts, CSS imports) or
 * DTDs (entity expansion). Undefined when nothing safe remains.
 */
export function sanitizeSvg(text: string): string | undefined {
  const body = text.replace(PROLOGUE, '');
  if (!body.startsWith('<svg') || /<!DOCTYPE|<!ENTITY/i.test(body)) return undefined;
  const clean = sanitizeHtml(body, options).trim();
  if (!clean.startsWith('<svg') || !clean.endsWith('</svg>')) return undefined;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${clean}\n`;
}
