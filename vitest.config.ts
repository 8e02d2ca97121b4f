import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql 16 has no exports map: without this, Vite loads index.mjs while type-graphql gets index.js.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['server/test/**/*.test.ts'],
    globalSetup: ['server/test/support/global-setup.ts'],
    setupFiles: ['server/test/support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
