import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'server',
  // The express server owns the HTTP listener and mounts this build as a handler.
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  // The server sends no CSP header for site paths: this meta policy with script and style hashes is the only one.
  security: { csp: true },
  // No markdown is rendered; Shiki's inline styles would also be blocked by the CSP.
  markdown: { syntaxHighlight: false },
});
