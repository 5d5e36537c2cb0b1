// `npm start`: builds the web app and the server when their sources are newer than the build, then
// runs the server (migrations and demo seed happen at server start). Works on a fresh clone after
// `npm install`.
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
await import(pathToFileURL(at('apps', 'server', 'dist', 'main.js')).href);
