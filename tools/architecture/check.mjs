#!/usr/bin/env node
// The module boundaries of docs/architecture.md, checked on the import graph that madge builds
// (type-only imports included). Part of `npm run lint`: any violation exits 1.
//
//   npm run lint:architecture           check, print violations
//   npm run lint:architecture --report  also print counts (cycles, cross-feature
//                                                  imports, files over 300 lines)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const report = process.argv.includes('--report');

/** Path segments: `features/<name>/...` → feature name, else null. */
const featureOf = (file) => file.match(/^features\/([^/]+)\//)?.[1] ?? null;
const isFeatureIndex = (file) => /^features\/[^/]+\/index\.tsx?$/.test(file);
const isTest = (file) => /(\.test\.|\.spec\.|\/test\/|^test\/|testing\.ts$|test-helpers|fixtures)/.test(file);
/** The web app's entries: the browser's (main.tsx) and the server render's (entry-server.tsx, ADR 0015). */
const ENTRIES = ['main.tsx', 'entry-server.tsx'];

const apps = [
  {
    name: 'server',
    dir: 'apps/server/src',
    tsconfig: 'apps/server/tsconfig.json',
    rules(from, to) {
      const ff = featureOf(from);
      const tf = featureOf(to);
      const layer = from.split('/')[0];
      if (tf && ['lib', 'db', 'ledger', 'providers', 'simulators'].includes(layer)) {
        return `${layer}/ must not import a feature (${to})`;
      }
      if (tf && tf !== ff && !isFeatureIndex(to)) {
        return `imports another feature's internals; use features/${tf}/index.ts`;
      }
      return null;
    },
  },
  {
    name: 'web',
    dir: 'apps/web/src',
    tsconfig: 'apps/web/tsconfig.json',
    rules(from, to) {
      const fromTop = from.split('/')[0];
      const toTop = to.split('/')[0];
      if (toTop === 'app' && fromTop !== 'app' && !ENTRIES.includes(from)) {
        return 'only app/ (and the entries main.tsx, entry-server.tsx) may import app/ (app → features → components/lib)';
      }
      if (toTop === 'features' && ['components', 'lib', 'hooks'].includes(fromTop)) {
        return `${fromTop}/ must not import a feature`;
      }
      const ff = featureOf(from);
      const tf = featureOf(to);
      if (ff && tf && tf !== ff && !isFeatureIndex(to)) {
        return `imports another feature's internals; use features/${tf}/index.ts`;
      }
      return null;
    },
  },
];

let violations = 0;
for (const appDef of apps) {
  const base = join(root, appDef.dir);
  const res = await madge(base, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: join(root, appDef.tsconfig),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    excludeRegExp: [/node_modules/, /\.d\.ts$/],
  });
  const graph = res.obj();
  const cycles = res.circular();
  const bad = [];
  let crossFeature = 0;
  for (const [from, tos] of Object.entries(graph)) {
    for (const to of tos) {
      if (to.startsWith('..')) continue; // packages/core and friends
      const ff = featureOf(from);
      const tf = featureOf(to);
      if (tf && ff && tf !== ff && !isFeatureIndex(to)) crossFeature++;
      const why = appDef.rules(from, to);
      if (why) bad.push(`${appDef.dir}/${from} → ${to}: ${why}`);
    }
  }
  for (const c of cycles) bad.push(`${appDef.dir}: import cycle ${[...c, c[0]].join(' → ')}`);
  violations += bad.length;
  for (const line of bad) console.error(`✖ ${line}`);
  if (report) {
    const files = Object.keys(graph).filter((f) => !isTest(f));
    const long = files
      .map((f) => [f, readFileSync(join(base, f), 'utf8').split('\n').length])
      .filter(([, n]) => n > 300)
      .sort((a, b) => b[1] - a[1]);
    console.log(
      `${appDef.name}: ${Object.keys(graph).length} files, ${cycles.length} cycles, ` +
        `${crossFeature} imports of another feature's internals, ${long.length} source files over 300 lines`,
    );
    for (const [f, n] of long) console.log(`   ${n}  ${f}`);
  }
}
if (violations > 0) {
  console.error(`\n${violations} architecture violation(s); the rules are in docs/architecture.md.`);
  process.exit(1);
}
console.log('architecture: module boundaries and import cycles OK');
