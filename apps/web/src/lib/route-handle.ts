import type { AnyKey } from './i18n/types';

/** Route metadata read by the shell (spec §2 route metadata). */
export interface RouteHandle {
  /** i18n key of the title shown in the mobile toolbar and the document title ('ns:key' or a common key). */
  title?: AnyKey;
  /** Where the back arrow goes when there is no in-app history entry to return to. */
  back?: string;
  /** The back arrow shows on phones (default: when `back` is set). */
  canGoBack?: boolean;
  /** The toolbar title comes from the route query (`?title=`) when given, else from `title`. */
  editableTitle?: boolean;
  /**
   * Visitors may open the page. Every other page sends a visitor to the login page and back after
   * (the layouts' AccessGuard is the one login guard).
   */
  isPublic?: boolean;
  /**
   * A public page a visitor receives as server-rendered HTML (issue 12, ADR 0015): the landing,
   * marketing pages, agency, price lists, help centre, blog and the shop's browsing pages (not its
   * search or cart). Signed-in pages stay a SPA.
   */
  prerender?: boolean;
  /** A public marketing page: no footer. */
  marketingPage?: boolean;
  /**
   * Coming back to the page by any link restores where the user was: the scroll position is kept
   * per path instead of per history entry, and its data is still in the query cache (gcTime).
   */
  keepAlive?: boolean;
  /** The toolbar shows the agent-center side-menu button. */
  showMenuAgentCenter?: boolean;
  /** One-page checkout: no footer. */
  onepageCheckout?: boolean;
  /** Multi-courier area: its own bottom nav. */
  multicourier?: boolean;
  /** The content area is a flex column, so a full-height page can grow (`flex-1`) into it. */
  flex?: boolean;
  /** Marketing pages: the product type the page sells. */
  product?: string;
}
