// `npm start`: builds the web app and the server when their sources are newer than the build, then
// runs the server (migrations and demo seed happen at server start). Works on a fresh clone after
// `npm install`.
//
// Stopping: the npm script is `exec node scripts/start.mjs`. npm runs a script as `sh -c <script>`
// and forwards SIGTERM/SIGINT only to that shell, which would die of it and leave this process (and
// the server) running; with `exec` the shell becomes this process, so the signal reaches the server
// running in it (imported below), which shuts down cleanly (apps/server/src/main.ts). A signal sent
// to this node process directly does the same. apps/server/src/start.test.ts checks both.
//
// KONTER_START_SOURCE=1 runs the server from apps/server/src with tsx instead of building it (the
// start test uses it: CI runs the tests before anything is built). `--build-only` builds what is
// stale and exits (bench/memory uses it so that no build runs while it measures).
//
// Builds run in child processes (npm → Vite, esbuild), so none of their memory stays in the
// server's process. The web app is always built with NODE_ENV=production: Vite keeps a NODE_ENV
// it finds in the environment, and a shell with NODE_ENV=development got the development React
// (125 KiB gzip). A web build that this script did not make in production mode (node_modules/.cache
// /konter/web-build.json records the index.html it built) counts as stale.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const at = (...p) => join(root, ...p);

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}
const stale = (output, inputs) =>
  !existsSync(output) || Math.max(...inputs.map(newest)) > statSync(output).mtimeMs;
const run = (args, env = {}) =>
  execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

const webIndex = at('apps', 'web', 'dist', 'index.html');
const webStamp = at('node_modules', '.cache', 'konter', 'web-build.json');
/** True when apps/web/dist is the production build this script made last. */
function webBuiltForProduction() {
  try {
    const stamp = JSON.parse(readFileSync(webStamp, 'utf8'));
    return stamp.NODE_ENV === 'production' && stamp.indexMtimeMs === statSync(webIndex).mtimeMs;
  } catch {
    return false;
  }
}

if (process.argv.includes('--build-only')) {
  build();
} else if (process.env.KONTER_START_SOURCE === '1') {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(at('apps', 'server', 'src', 'main.ts')).href);
} else {
  build();
  await import(pathToFileURL(at('apps', 'server', 'dist', 'main.js')).href);
}

function build() {
  const core = at('packages', 'core', 'src');
  if (
    !webBuiltForProduction() ||
    !existsSync(at('apps', 'web', 'dist-ssr', 'entry-server.js')) ||
    stale(webIndex, [
      at('apps', 'web', 'src'),
      at('apps', 'web', 'index.html'),
      at('apps', 'web', 'vite.config.ts'),
      core,
    ])
  ) {
    console.log('Building the web app…');
    run(['run', 'build', '-w', '@konter/web'], { NODE_ENV: 'production' });
    mkdirSync(dirname(webStamp), { recursive: true });
    writeFileSync(
      webStamp,
      JSON.stringify({ NODE_ENV: 'production', indexMtimeMs: statSync(webIndex).mtimeMs }),
    );
  }
  if (
    stale(at('apps', 'server', 'dist', 'main.js'), [
      at('apps', 'server', 'src'),
      at('apps', 'server', 'build.mjs'),
      core,
    ])
  ) {
    console.log('Building the server…');
    run(['run', 'build', '-w', '@konter/server'], { NODE_ENV: 'production' });
  }
}
