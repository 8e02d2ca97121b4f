import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that load the built recruitment extension (server/test/backup/recruitment.ts) next to the
 * sources the other files import: in a shared worker its operations would be declared twice.
 */
const ISOLATED = ['server/test/backup/backup-restore.test.ts', 'server/test/browser/site-reach.test.ts', 'server/test/content-model/current-shape.test.ts'];

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
    globalSetup: ['server/test/support/global-setup.ts'],
    setupFiles: ['server/test/support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // Each project names its files: `include` given here too would add to a project's own (arrays merge).
    projects: [
      // A worker runs file after file on modules it has loaded once (each file has its own server and database anyway):
      // loading core's and the extensions' sources afresh for each of ~200 files cost minutes of the run.
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['server/test/**/*.test.ts', 'extensions/*/test/**/*.test.ts', 'examples/*/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
    // CI reads the counts from this report to print its closing `N passed, N failed` line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
  },
});
