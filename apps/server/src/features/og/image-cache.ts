import type { Logger } from 'pino';

/**
 * Rendered Open Graph images kept in memory (`deps.ogImages`, built by createDeps). An image sits in
 * a slot (its page and language) under a version: a hash of everything drawn on it (og.service.ts).
 * A request whose version differs from the kept one (a price, the site name or a title changed, in
 * this process or another) renders the new image, which replaces the old. Bounded by count and by
 * bytes, least recently used out first.
 *
 * Rendering is CPU work: callers of one slot and version share one render, and renders run one
 * after another, never side by side.
 */
export interface OgImageCache {
  /** The image of `slot` at `version`: kept, being rendered, or rendered now by `render`. */
  get(
    slot: string,
    version: string,
    render: () => Promise<Buffer>,
  ): Promise<{ png: Buffer; cached: boolean }>;
  stats(): OgImageCacheStats;
  /** Drops every kept image. */
  clear(): void;
}

export interface OgImageCacheStats {
  size: number;
  bytes: number;
  hits: number;
  /** Callers that waited for a render another caller had started. */
  shared: number;
  renders: number;
  /** Kept images replaced by a newer version of their slot. */
  replaced: number;
  failures: number;
}

/** How many images are kept at most: every page in three languages fits. */
export const OG_CACHE_ENTRIES = 200;
/** And how many bytes (a PNG is 75–165 KB). */
export const OG_CACHE_BYTES = 16 * 1024 * 1024;

export function createOgImageCache(opts: { logger: Logger; max?: number; maxBytes?: number }): OgImageCache {
  const max = opts.max ?? OG_CACHE_ENTRIES;
  const maxBytes = opts.maxBytes ?? OG_CACHE_BYTES;
  const log = opts.logger.child({ module: 'og-images' });
  const images = new Map<string, { version: string; png: Buffer }>();
  const inFlight = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const stats = { hits: 0, shared: 0, renders: 0, replaced: 0, failures: 0 };

  const drop = (slot: string) => {
    const old = images.get(slot);
    if (!old) return;
    images.delete(slot);
    bytes -= old.png.length;
  };

  const keep = (slot: string, version: string, png: Buffer) => {
    const old = images.get(slot);
    if (old && old.version !== version) stats.replaced++;
    drop(slot);
    images.set(slot, { version, png });
    bytes += png.length;
    while (images.size > max || (bytes > maxBytes && images.size > 1)) drop(images.keys().next().value!);
  };

  const renderNow = (slot: string, version: string, render: () => Promise<Buffer>) => {
    const run = queue.then(async () => {
      const started = performance.now();
      const png = await render();
      stats.renders++;
      log.debug(
        { slot, ms: Math.round(performance.now() - started), bytes: png.length },
        'og image rendered',
      );
      return png;
    });
    queue = run.catch(() => undefined);
    const key = `${slot}\n${version}`;
    const done = run.then(
      (png) => {
        // Renders finish in the order they were asked for: the slot keeps the latest.
        keep(slot, version, png);
        return png;
      },
      (err: unknown) => {
        stats.failures++;
        log.error({ err, slot }, 'og image render failed');
        throw err;
      },
    );
    inFlight.set(key, done);
    // The failure reaches the callers through `done`; this only forgets the render.
    done.then(
      () => inFlight.delete(key),
      () => inFlight.delete(key),
    );
    return done;
  };

  return {
    async get(slot, version, render) {
      const kept = images.get(slot);
      if (kept?.version === version) {
        stats.hits++;
        // Most recently used last.
        images.delete(slot);
        images.set(slot, kept);
        return { png: kept.png, cached: true };
      }
      const pending = inFlight.get(`${slot}\n${version}`);
      if (pending) {
        stats.shared++;
        return { png: await pending, cached: true };
      }
      return { png: await renderNow(slot, version, render), cached: false };
    },
    stats: () => ({ size: images.size, bytes, ...stats }),
    clear: () => {
      images.clear();
      bytes = 0;
    },
  };
}
