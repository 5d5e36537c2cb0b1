import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, test } from 'vitest';
import { RECORD_ROUTES, ROUTE_VISITS } from '../../e2e/shell-routes';
import { routes } from './router';

/** Every path pattern of the router, parameters kept (`/prabayar/:type`). */
function patterns(list: RouteObject[], base = ''): string[] {
  const out: string[] = [];
  for (const r of list) {
    const full = r.path ? `${base.replace(/\/$/, '')}/${r.path.replace(/^\//, '')}` : base;
    if (r.path && !r.path.endsWith('*') && !r.children?.length) out.push(full || '/');
    if (r.index) out.push(base || '/');
    if (r.children) out.push(...patterns(r.children, full));
  }
  return out;
}

const concrete = (p: string) =>
  p.replace(/\/:[\w]+\?/g, '').replace(/:(\w+)/g, (_m, name: string) => `sample-${name}`);

describe('route coverage', () => {
  test('every route of the router is visited by the e2e route walk (e2e/shell-routes.ts)', () => {
    const visited = ROUTE_VISITS.map((v) => v.url.split('?')[0] as string);
    const leafOf = (url: string) => matchRoutes(routes, url)?.at(-1)?.route;
    // The routes the walk's URLs land on (a catch-all `*` does not count).
    const reached = new Set(
      visited
        .map((url) => leafOf(url.includes(':') ? concrete(url) : url))
        .filter((r) => r && r.path !== '*'),
    );
    const missing = patterns(routes).filter((p) => {
      if (RECORD_ROUTES.includes(p)) return false;
      if (p.includes('/:') && visited.includes(p)) return false; // resolved at run time (blog slug)
      return !reached.has(leafOf(concrete(p)));
    });
    expect(missing).toEqual([]);
  }, 60_000);
});
