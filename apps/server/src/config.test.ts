import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configDocs, loadConfig } from './config.js';
import { SERVER_ROOT } from './lib/paths.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'konter-config-'));

describe('configuration', () => {
  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dataDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: dataDir() })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: dataDir() })).toThrow(ConfigError);
  });

  it('requires APP_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/APP_SECRET/);
  });

  it('generates the embedded secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.APP_SECRET).toHaveLength(43);
    expect(b.APP_SECRET).toBe(a.APP_SECRET);
    expect(a.embedded).toBe(true);
    expect(a.seedDemo).toBe(true);
  });

  it('generates one VAPID key pair in the embedded mode; otherwise push needs both keys', () => {
    const dir = dataDir();
    const a = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(a.vapid!.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(a.vapid!.privateKey, 'base64url')).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dir }).vapid).toEqual(a.vapid);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x/y' }).vapid).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: a.vapid!.publicKey })).toThrow(/VAPID/);
  });

  it('listens on loopback outside production unless HOST says otherwise, on every interface in production', () => {
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'p'.repeat(40),
      DIGIFLAZZ_BASE_URL: 'https://api.digiflazz.example/v1',
      DIGIFLAZZ_USERNAME: 'u',
      DIGIFLAZZ_API_KEY: 'k',
      DIGIFLAZZ_WEBHOOK_SECRET: 's',
    };
    expect(loadConfig({ DATA_DIR: dataDir() }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir() }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir() }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '::' }).HOST).toBe('::');
    expect(loadConfig({ ...production, DATA_DIR: dataDir() }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...production, DATA_DIR: dataDir(), HOST: '10.0.0.2' }).HOST).toBe('10.0.0.2');
  });

  it('never simulates the supplier in production: without it the configuration is refused', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40), DATA_DIR: dataDir() };
    expect(() => loadConfig(production)).toThrow(/DIGIFLAZZ_BASE_URL/);
    const c = loadConfig({
      ...production,
      DIGIFLAZZ_BASE_URL: 'https://api.digiflazz.example/v1',
      DIGIFLAZZ_USERNAME: 'u',
      DIGIFLAZZ_API_KEY: 'k',
      DIGIFLAZZ_WEBHOOK_SECRET: 's',
    });
    expect([c.supplierSimulated, c.bankMutationSimulated, c.midtrans, c.xendit]).toEqual([
      false,
      false,
      null,
      null,
    ]);
  });

  it('bounds slow clients: 30 s for a whole request, 60 s of silence, both settable', () => {
    const c = loadConfig({ DATA_DIR: dataDir() });
    expect([c.HTTP_REQUEST_TIMEOUT_MS, c.HTTP_CONNECTION_TIMEOUT_MS]).toEqual([30_000, 60_000]);
    const d = loadConfig({
      DATA_DIR: dataDir(),
      HTTP_REQUEST_TIMEOUT_MS: '1000',
      HTTP_CONNECTION_TIMEOUT_MS: '2000',
    });
    expect([d.HTTP_REQUEST_TIMEOUT_MS, d.HTTP_CONNECTION_TIMEOUT_MS]).toEqual([1000, 2000]);
    // 0 (no limit, Fastify's default) is what the penetration test found; it is refused.
    expect(() => loadConfig({ DATA_DIR: dataDir(), HTTP_REQUEST_TIMEOUT_MS: '0' })).toThrow(
      /HTTP_REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), HTTP_CONNECTION_TIMEOUT_MS: '0' })).toThrow(
      /HTTP_CONNECTION_TIMEOUT_MS/,
    );
  });

  it('is documented in the README: every variable appears in its configuration table', () => {
    const readme = readFileSync(join(SERVER_ROOT, '..', '..', 'README.md'), 'utf8');
    for (const { name } of configDocs()) expect(readme).toContain(`\`${name}\``);
  });
});
