import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql 16 has no exports map: without this, Vite loads index.mjs while type-graphql gets index.js.
  resolve: {
    alias: [
      { find: /^graphql$/, replacement: 'graphql/index.js' },
      // The test extension (server/test/extension) imports core as an extension does; under test, core's sources.
      { find: '@blokwerk/server/extension', replacement: fileURLToPath(new URL('server/src/extension.ts', import.meta.url)) },
    ],
  },
  test: {
    include: ['server/test/**/*.test.ts', 'extensions/*/test/**/*.test.ts', 'examples/*/test/**/*.test.ts'],
    globalSetup: ['server/test/support/global-setup.ts'],
    setupFiles: ['server/test/support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // CI reads the counts from this report to print its closing `N passed, N failed` line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
  },
});
