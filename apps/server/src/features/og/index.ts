// Open Graph images of the public pages (issue 12): the routes, the image cache createDeps builds,
// and the page → image mapping the server-side rendering uses for og:image.
import type { OgImageCache } from './image-cache.js';

declare module '../../lib/deps.js' {
  interface Deps {
    /** Rendered Open Graph images (image-cache.ts). */
    ogImages: OgImageCache;
  }
}

export {
  createOgImageCache,
  OG_CACHE_ENTRIES,
  type OgImageCache,
  type OgImageCacheStats,
} from './image-cache.js';
export { ogRoutes } from './og.routes.js';
export { ogImagePath } from './pages.js';
export { renderElementPng } from './render.js';
