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
// start test uses it: CI runs the tests before anything is built).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
const run = (args, cwd = root) =>
  execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { cwd, stdio: 'inherit' });

if (process.env.KONTER_START_SOURCE === '1') {
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
    stale(at('apps', 'web', 'dist', 'index.html'), [
      at('apps', 'web', 'src'),
      at('apps', 'web', 'index.html'),
      at('apps', 'web', 'vite.config.ts'),
      core,
    ])
  ) {
    console.log('Building the web app…');
    run(['run', 'build', '-w', '@konter/web']);
  }
  if (
    stale(at('apps', 'server', 'dist', 'main.js'), [
      at('apps', 'server', 'src'),
      at('apps', 'server', 'build.mjs'),
      core,
    ])
  ) {
    console.log('Building the server…');
    run(['run', 'build', '-w', '@konter/server']);
  }
}
