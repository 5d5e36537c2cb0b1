import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { closeDeps, createDeps } from '../deps.js';
import { ensureSystemAccounts } from '../ledger/index.js';
import { openTestDatabase } from './db.js';

// Issue 12: one walk through the app in `npm run dev` printed ~13,000 lines, two for every request
// (Vite's module requests included). Per-request lines are now debug outside production — shown
// with LOG_LEVEL=debug — and stay info in production (the access log).

interface Line {
  level: number;
  msg?: string;
  reqId?: string;
}
const INFO = pino.levels.values.info!;
const DEBUG = pino.levels.values.debug!;

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

/**
 * The app as main.ts builds it (request logging on, the logger at the configured LOG_LEVEL), its
 * pino logger writing JSON lines to memory; one request through it; the lines carrying its id.
 */
async function logOfOneRequest(env: Record<string, string>): Promise<Line[]> {
  const config = loadConfig({
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'konter-log-')),
    SERVE_WEB: 'false',
    ...env,
  });
  const lines: Line[] = [];
  const logger = pino({ level: config.LOG_LEVEL }, { write: (s: string) => void lines.push(JSON.parse(s)) });
  const database = await openTestDatabase();
  await ensureSystemAccounts(database.db);
  const deps = createDeps(config, database, { transports: {}, logger });
  const app = await buildApp({ deps, logRequests: true, mountSimulator: false });
  app.addHook('onClose', async () => closeDeps(deps));
  apps.push(app);
  await app.ready();
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/health',
    headers: { 'x-request-id': 'req-under-test' },
  });
  expect(res.statusCode).toBe(200);
  return lines.filter((l) => l.reqId === 'req-under-test');
}

describe('per-request logs', () => {
  it('are not written at info by the default development configuration', async () => {
    const lines = await logOfOneRequest({});
    expect(lines).toEqual([]);
  });

  it('are written at debug with LOG_LEVEL=debug', async () => {
    const lines = await logOfOneRequest({ LOG_LEVEL: 'debug' });
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [DEBUG, 'incoming request'],
      [DEBUG, 'request completed'],
    ]);
  });

  it('stay at info in production (the access log)', async () => {
    const lines = await logOfOneRequest({
      NODE_ENV: 'production',
      DIGIFLAZZ_BASE_URL: 'https://digiflazz.invalid/v1',
      DIGIFLAZZ_USERNAME: 'user',
      DIGIFLAZZ_API_KEY: 'key',
      DIGIFLAZZ_WEBHOOK_SECRET: 'secret',
    });
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [INFO, 'incoming request'],
      [INFO, 'request completed'],
    ]);
  });
});
