import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type Locale, locales, namespaces } from './index';

type Tree = { [key: string]: string | Tree };
const messages = import.meta.glob<{ default: Tree }>('./locales/*/*.ts', { eager: true });
const tree = (lng: Locale, ns: string): Tree => {
  const mod = messages[`./locales/${lng}/${ns}.ts`];
  if (!mod) throw new Error(`missing file locales/${lng}/${ns}.ts`);
  return mod.default;
};

function flatten(t: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(t)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('i18n resources', () => {
  for (const ns of namespaces) {
    test(`${ns}: every key exists in id, en and zh with the same placeholders`, () => {
      const id = flatten(tree('id', ns));
      expect(id.size).toBeGreaterThan(0);
      for (const lng of locales) {
        const other = flatten(tree(lng, ns));
        expect(
          [...other.keys()].filter((k) => !id.has(k)),
          `${lng}/${ns} has keys id lacks`,
        ).toEqual([]);
        expect(
          [...id.keys()].filter((k) => !other.has(k)),
          `${lng}/${ns} misses keys`,
        ).toEqual([]);
        for (const [k, v] of id) {
          expect(v.trim(), `${lng}/${ns}:${k} is empty`).not.toBe('');
          expect(placeholders(other.get(k) ?? ''), `${lng}/${ns}:${k} placeholders`).toEqual(placeholders(v));
        }
      }
    });
  }

  test('errors and notices are the message catalogue of packages/core, every key in every language', async () => {
    const { errorDictionary, noticeDictionary } = await import('@konter/core/messages/index');
    for (const lng of locales) {
      const errors = flatten(tree(lng, 'errors'));
      const notices = flatten(tree(lng, 'notices'));
      for (const [k, v] of Object.entries(errorDictionary(lng)))
        expect(errors.get(k), `${lng}/errors:${k}`).toBe(v);
      for (const [k, v] of Object.entries(noticeDictionary(lng)))
        expect(notices.get(k), `${lng}/notices:${k}`).toBe(v);
    }
    // The client's own codes (lib/api-error.ts ClientErrorCode) have texts too.
    const errors = flatten(tree('id', 'errors'));
    expect(['network_error', 'unknown', 'internal'].filter((k) => !errors.has(k))).toEqual([]);
  });

  // Literal keys in the source, t('key') or t('ns:key'), resolved against the nearest
  // useTranslation('ns') above the call, must exist (dynamic keys are covered by the test above).
  test('every literal t() key used in the source exists', () => {
    const root = join(import.meta.dirname, '../..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.tsx?$/.test(name) && !name.includes('.test.') && !p.includes('/locales/')) files.push(p);
      }
    };
    walk(root);
    const known = new Map(namespaces.map((ns) => [ns, flatten(tree('id', ns))]));
    const missing: string[] = [];
    for (const file of files) {
      const src = readFileSync(file, 'utf8');
      const uses = [...src.matchAll(/useTranslation\(\s*\[?\s*'(\w+)'/g)].map((m) => ({
        at: m.index ?? 0,
        ns: m[1] ?? 'common',
      }));
      const calls = [
        ...[...src.matchAll(/\bt\(\s*'([^'$]+)'/g)].map((m) => ({ at: m.index ?? 0, key: m[1] ?? '' })),
        ...[...src.matchAll(/\.\.\.(?:h|pub)\('([^']+)'/g)].map((m) => ({
          at: m.index ?? 0,
          key: m[1] ?? '',
        })),
        ...[...src.matchAll(/label: '((?:nav|footer)\.[\w.]+)'/g)].map((m) => ({
          at: m.index ?? 0,
          key: `common:${m[1]}`,
        })),
      ];
      for (const { at, key } of calls) {
        const ns = key.includes(':')
          ? key.split(':')[0]
          : ([...uses].reverse().find((u) => u.at < at)?.ns ?? 'common');
        const k = key.includes(':') ? key.slice(key.indexOf(':') + 1) : key;
        // i18next resolves t('k', { count }) to k_one / k_other.
        const has = (key: string) => known.get(ns as never)?.has(key);
        if (!has(k) && !has(`${k}_other`)) missing.push(`${relative(root, file)}: ${ns}:${k}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
