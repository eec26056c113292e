import { defineConfig } from 'vitest/config';

/** Browser tests: a real server process and Debian's chromium through playwright-core. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/support/buildServer.ts'],
    // The admin's API sign-ins answer its second factor's code step (support/adminSignIn.ts).
    setupFiles: ['tests/e2e/support/adminSignIn.ts'],
    testTimeout: 60_000,
    // Set-ups start a server and browsers: on a starved machine a start alone passed 30 s.
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
