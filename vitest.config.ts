import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests live beside the code, one project per package; e2e has its
 * own config in tests/e2e. The pure packages (protocol, scheduler) share one module graph
 * across files (no isolation, worker threads): they hold no state between tests. The server
 * starts real servers on temp stores, so each file keeps its own process. Protocol's type
 * tests (*.test-d.ts) are checked by `tsc -p protocol` in `npm run typecheck`.
 */
export default defineConfig({
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
        test: { name: 'server', include: ['server/src/**/*.test.ts'], pool: 'forks' },
      },
      {
        extends: true,
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], pool: 'threads' },
      },
      {
        extends: true,
        test: { name: 'lint', include: ['tests/lint/**/*.test.ts'], pool: 'forks' },
      },
    ],
  },
});
