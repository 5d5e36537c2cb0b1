import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_ROOT } from '../../lib/paths.js';
import { pageFor } from './web.routes.js';

// The web app's own index.html, as the server serves it (the build keeps its body as written).
const source = readFileSync(join(WEB_ROOT, 'index.html'), 'utf8');

describe('index.html per page', () => {
  it('writes the CSRF token and keeps the toolbar frame a slow phone paints before the scripts', () => {
    const html = pageFor(source, '/prabayar/pulsa', 'a'.repeat(64));
    expect(html).toContain(`<meta name="csrf-token" content="${'a'.repeat(64)}" />`);
    expect(html).toMatch(/<div id="root"><div class="boot-bar" aria-hidden="true">.*<img src="\/icon.svg"/s);
  });

  it("leaves the frame out on the Android shell's /webapp pages, which have no toolbar", () => {
    for (const url of ['/webapp', '/webapp/prabayar/pulsa', '/webapp?x=1']) {
      const html = pageFor(source, url, 't');
      expect(html, url).not.toContain('boot-bar"');
      expect(html, url).toContain('<div id="root"></div>');
    }
    expect(pageFor(source, '/webapps', 't')).toContain('class="boot-bar"');
  });
});
