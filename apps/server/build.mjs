// Bundles the server (and @konter/core, which ships TypeScript sources) into dist/main.js; every
// other dependency stays external and is loaded from node_modules. Migrations are read from src/.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((d) => d !== '@konter/core')
  .flatMap((d) => [d, `${d}/*`]);

await build({
  entryPoints: { main: 'src/main.ts', admin: 'src/cli/admin.ts', worker: 'src/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'vite', '@fastify/middie'],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
