import { defineConfig } from 'vitest/config';

/** Unit and integration tests live beside the code; e2e has its own config in tests/e2e. */
export default defineConfig({
  test: {
    include: ['{protocol,scheduler,server,web}/src/**/*.test.{ts,tsx}'],
    typecheck: {
      enabled: true,
      include: ['protocol/src/**/*.test-d.ts'],
      tsconfig: 'protocol/tsconfig.json',
    },
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'forks',
  },
});
