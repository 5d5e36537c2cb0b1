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

  it('is documented in the README: every variable appears in its configuration table', () => {
    const readme = readFileSync(join(SERVER_ROOT, '..', '..', 'README.md'), 'utf8');
    for (const { name } of configDocs()) expect(readme).toContain(`\`${name}\``);
  });
});
