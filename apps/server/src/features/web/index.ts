import type { PageRenderCache } from './ssr.js';

export { createPageRenderCache, SSR_LOADER_CSP } from './ssr.js';
export { webRoutes } from './web.routes.js';

declare module '../../lib/deps.js' {
  interface Deps {
    /** Server-rendered public pages, per page and language, for a minute (features/web/ssr.ts). */
    pageRenders: PageRenderCache;
  }
}
