import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { configuredExtensions, extensionsModule } from '../server/src/extensions/list.js';

const adminSource = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');

// Libraries the first screen needs in full get their own long-cached chunks; MUI is left to
// the automatic splitting so components used by one lazy screen only load with that screen.
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|ts-invariant)[\\/]/ },
  { name: 'intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/ },
  // The page editor's rich text engine: large, and it changes on its own schedule.
  { name: 'rich-text', test: /node_modules[\\/](@tiptap|prosemirror-[a-z-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]/ },
];

export default defineConfig({
  base: '/cmsadmin/',
  // The configured extensions' admin parts (docs/extensions.md), which import core as @blokwerk/admin/….
  plugins: [react(), extensionsModule('admin', configuredExtensions()).plugin],
  resolve: { alias: [{ find: /^@blokwerk\/admin\//, replacement: `${adminSource}/` }] },
  build: {
    // A build with other extensions (the tests') goes where the server is told to serve it from.
    outDir: process.env.BLOKWERK_ADMIN_DIST ?? 'dist',
    emptyOutDir: true,
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
