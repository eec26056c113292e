import { defineConfig } from 'vitest/config';
import { linguiCatalogues } from './web/vite.i18n.ts';

/**
 * Tests that spawn or kill server processes (a crash halfway through a write, the process
 * exiting on a bad environment, two processes on one MongoDB): the `slow` project, run by
 * `npm run test:slow`, so `npm run test:unit` stays fast. Name a new one `*.process.test.ts`
 * (or `*.crash.test.ts`) and it lands here.
 */
const SLOW = [
  'server/src/**/*.process.test.ts',
  'server/src/**/*.crash.test.ts',
  'server/src/cluster/cluster.mongodb.test.ts',
];

/**
 * Unit and integration tests live beside the code, one project per package; e2e has its
 * own config in tests/e2e. The pure packages (protocol, scheduler) share one module graph
 * across files (no isolation, worker threads): they hold no state between tests. The server
 * starts real servers on temp stores, so each file keeps its own process. The web app's
 * component tests (*.test.tsx) render into jsdom; its other tests need no DOM. Protocol's type
 * tests (*.test-d.ts) are checked by `tsc -p protocol` in `npm run typecheck`.
 */
export default defineConfig({
  // The web app's catalogues load as the build compiles them (docs/languages.md).
  plugins: [linguiCatalogues()],
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'protocol',
          include: ['protocol/src/**/*.test.ts'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'scheduler',
          include: ['scheduler/src/**/*.test.ts'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          exclude: SLOW,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: { name: 'slow', include: SLOW, pool: 'forks' },
      },
      {
        extends: true,
        test: { name: 'web', include: ['web/src/**/*.test.ts'], pool: 'threads' },
      },
      {
        extends: true,
        test: {
          name: 'web-components',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/componentSetup.ts'],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'lint',
          include: ['tests/{lint,tools,bench}/**/*.test.ts'],
          pool: 'forks',
        },
      },
    ],
  },
});
