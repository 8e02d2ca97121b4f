import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configuredExtensions, extensionsModule } from '../server/src/extension-list.js';
import { compiledMessages, muiWithoutCssVariables } from './vite-plugins';

// Libraries used in full get their own long-cached chunks. A group loads in
// full (with its modules' dependencies) as soon as one of its modules is needed, so no group
// for Apollo: the login screen uses only its error classes. Apollo and MUI are left to the
// automatic splitting, so code used by lazy screens only loads with those screens.
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // Only the signed-in app routes (app/SignedInApp.tsx): it loads after sign-in, or while the login idles.
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/ },
  // The page editor's rich text engine: large, and it changes on its own schedule.
  { name: 'rich-text', test: /node_modules[\\/](@tiptap|prosemirror-[a-z-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]/ },
];

export default defineConfig({
  base: '/cmsadmin/',
  // The configured extensions' admin parts (docs/extensions.md). They import core as `@blokwerk/admin/extension`,
  // resolved through admin/package.json's exports: a file it does not export fails the build.
  plugins: [react(), muiWithoutCssVariables, compiledMessages, extensionsModule('admin', configuredExtensions()).plugin],
  resolve: {
    alias: [
      // Every catalogue arrives compiled (compiledMessages): the ICU parser stays out of the bundle.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  build: {
    // A build with other extensions (the tests') goes where the server is told to serve it from.
    outDir: process.env.BLOKWERK_ADMIN_DIST ?? 'dist',
    emptyOutDir: true,
    // A browser without <link rel=modulepreload> (Safari before 17) still loads every module, only
    // without the head start: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
