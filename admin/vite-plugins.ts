import { parse } from '@formatjs/icu-messageformat-parser';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * MUI without its CSS-variables theming, which the first load would otherwise carry (6 kB
 * gzipped): the admin's theme (src/layout/theme.ts) sets neither `cssVariables` nor `colorSchemes`,
 * for which MUI's createTheme and ThemeProvider hand over to these no-variables versions anyway.
 */
export const muiWithoutCssVariables: Plugin = {
  name: 'blokwerk:mui-without-css-variables',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !/[\\/]@mui[\\/]material[\\/]styles[\\/]/.test(importer)) return null;
    const noVariables: Record<string, string> = { './createTheme.mjs': 'createThemeNoVars.mjs', './ThemeProvider.mjs': 'ThemeProviderNoVars.mjs' };
    const replacement = noVariables[source];
    return replacement ? path.join(path.dirname(importer), replacement) : null;
  },
};

/** An interface catalogue: core's (src/i18n/messages/<area>/<locale>.json) or an extension's (messages/<locale>.json). */
const CATALOGUE = /[\\/]messages[\\/](?:[\w-]+[\\/])?(?:en|nl|de|fr)\.json$/;

/**
 * The interface catalogues as react-intl's precompiled message ASTs (formatjs's "precompile"),
 * so the browser needs no ICU parser (7 kB gzipped on the first load; vite.config.ts aliases the
 * parser to its no-parser entry). A syntax error in a message fails the build.
 */
export const compiledMessages: Plugin = {
  name: 'blokwerk:compiled-messages',
  enforce: 'pre',
  transform(code, id) {
    if (!CATALOGUE.test(id)) return null;
    const messages = JSON.parse(code) as Record<string, string>;
    const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
    return { code: JSON.stringify(compiled), map: null };
  },
};
