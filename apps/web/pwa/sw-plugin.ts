import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Emits dist/sw.js from pwa/sw.js with the build's shell files (JS, CSS, icons) and a version
 * derived from them, so each deploy installs a new worker (and shows the update snackbar). A
 * hand-written worker instead of a plugin: the rules (never cache the API, network-first shell,
 * push with tag and url) fit in one file.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'konter-service-worker',
    apply: 'build',
    generateBundle(_, bundle) {
      const files = Object.keys(bundle)
        .filter((f) => /\.(js|css)$/.test(f) && f.startsWith('assets/'))
        .sort()
        .map((f) => `/${f}`);
      const statics = ['/manifest.webmanifest', '/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
      const precache = [...statics, ...files];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(join(import.meta.dirname, 'sw.js'), 'utf8')
        .replace('__VERSION__', version)
        .replace('__PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
