import { defineConfig } from 'vitest/config';

// One test command for the whole repository. Server suites run on PGlite by default and on a fresh
// PostgreSQL database when TEST_DATABASE_URL is set (see apps/server/src/test/global-setup.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          setupFiles: ['./src/test/setup-file.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Side by side with the server suites on a loaded machine, a jsdom test with several
          // screens can pass 5 s (the default) without being wrong.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
