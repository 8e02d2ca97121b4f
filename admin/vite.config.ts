import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  plugins: [react()],
  build: {
    outDir: 'dist',
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
