// What the web's server render (apps/web/src/entry-server.tsx) and the server that calls it
// (apps/server/src/features/web/ssr.ts) agree on (ADR 0015). Types only.

type Locale = 'id' | 'en' | 'zh';

export type RenderOutcome<State = unknown> =
  /** Not a prerendered page (signed-in pages, forms): the server sends the SPA's shell. */
  | { kind: 'spa' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup of #root. */
      html: string;
      /** The full document title (page title · site name). */
      title: string;
      description: string;
      jsonLd: Array<Record<string, unknown>>;
      sitename: string;
      /** False when a part was still loading after the last pass (left to the browser): not to be kept. */
      complete: boolean;
      /** What the browser needs to take the page over (the #konter-ssr JSON element). */
      state: State;
    };

export interface RenderOptions {
  /** Path and query of the page, e.g. `/pricelist/pulsa?lang=en`. */
  url: string;
  locale: Locale;
  /** The API as the browser would call it (`/api/v1/...`), answered by the server itself. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}
