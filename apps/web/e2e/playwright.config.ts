import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the real server (embedded PGlite, simulators) in Debian's Chromium —
 * never a downloaded browser. Run from apps/web: `npm run e2e` (or `npx playwright test -c e2e/playwright.config.ts`).
 * With E2E_BASE_URL set, tests run against that server and none is started.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// The journeys that need the operator CLI while the server runs (`*.operator.spec.ts`, e2e/operator.ts)
// run in a separate invocation against a server on PostgreSQL (E2E_DATABASE_URL, a fresh database
// with the demo data); the others on the embedded database, as `npm start` runs.
const operatorDb = process.env.E2E_DATABASE_URL;
// One fresh data directory per run; workers inherit it through the environment.
process.env.KONTER_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'konter-e2e-'));

export default defineConfig({
  testDir: import.meta.dirname,
  ...(operatorDb
    ? { testMatch: '**/*.operator.spec.ts' }
    : // E2E_SKIP_WALK: the route walk (shell.spec) runs in another invocation beside this one (.ci/run).
      { testIgnore: ['**/*.operator.spec.ts', ...(process.env.E2E_SKIP_WALK ? ['**/shell.spec.ts'] : [])] }),
  // Each invocation running beside another has its own (Playwright empties it at the start).
  outputDir: process.env.E2E_OUTPUT_DIR ?? resolve(import.meta.dirname, '../test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node scripts/start.mjs',
        cwd: repoRoot,
        url: `${baseURL}/api/v1/health`,
        // Every journey registers from 127.0.0.1: the per-IP registration limit would stop the run.
        env: {
          PORT: String(port),
          // The gateways' return pages come back to this address: the same host as the browser's
          // session cookie (127.0.0.1, not the default localhost).
          APP_URL: baseURL,
          DATA_DIR: process.env.KONTER_E2E_DATA_DIR,
          REGISTER_RATE_LIMIT_PER_HOUR: '1000',
          // Parcels move only when a journey moves them (the simulators' control APIs): a timer
          // would pick up the demo shipments mid-run and pay the demo agent's cashback under
          // another journey's balance check.
          COURIER_SIM_STEP_MS: '0',
          POSTAL_SIM_STEP_MS: '0',
          // The developer journey's webhook receiver listens on 127.0.0.1 (link-local and metadata
          // addresses stay refused).
          WEBHOOK_ALLOW_PRIVATE: 'true',
          ...(operatorDb ? { DATABASE_URL: operatorDb, SEED_DEMO: 'true' } : {}),
        },
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
