import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The server package's folder, found by walking up from this module: the same answer whether the
 * code runs from src/ (tsx, tests) or from the bundled dist/main.js.
 */
function findServerRoot(from: string): string {
  let dir = from;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@konter/server') return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`@konter/server package.json not found above ${from}`);
    dir = up;
  }
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'src', 'db', 'migrations');
export const WEB_ROOT = join(SERVER_ROOT, '..', 'web');
export const WEB_DIST = join(WEB_ROOT, 'dist');
