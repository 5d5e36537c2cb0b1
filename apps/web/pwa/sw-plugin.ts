import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

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
      const consoleOnly = consoleOnlyFiles(bundle);
      const files = Object.keys(bundle)
        .filter((f) => /\.(js|css)$/.test(f) && f.startsWith('assets/') && !consoleOnly.has(f))
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

/** The console's messages (lib/i18n's `console` namespace): a chunk per language only its pages load. */
const CONSOLE_MESSAGES = /[\\/]src[\\/]lib[\\/]i18n[\\/]locales[\\/]\w+[\\/]console\.ts$/;

/**
 * The files only the operations console (admin.html, /admin) loads: members' phones never
 * precache them. That is what the console entry reaches and the member entry (index.html) does
 * not, statically or lazily, plus the console's messages (reachable from the member app's lazy
 * i18n loader, as every namespace, but never asked for there).
 */
function consoleOnlyFiles(bundle: Rolldown.OutputBundle): Set<string> {
  const reach = (entry: string) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      const chunk = bundle[file];
      if (seen.has(file) || !chunk) return;
      seen.add(file);
      if (chunk.type !== 'chunk') return;
      for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
      for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
    };
    for (const [file, chunk] of Object.entries(bundle))
      if (chunk.type === 'chunk' && chunk.isEntry && chunk.name === entry) visit(file);
    return seen;
  };
  const member = reach('index');
  const only = new Set([...reach('admin')].filter((f) => !member.has(f)));
  for (const [file, chunk] of Object.entries(bundle))
    if (
      chunk.type === 'chunk' &&
      chunk.moduleIds.length > 0 &&
      chunk.moduleIds.every((id) => CONSOLE_MESSAGES.test(id))
    )
      only.add(file);
  return only;
}
