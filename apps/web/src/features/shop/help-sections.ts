import { SHOP_HELP_SECTIONS, type ShopHelpSection } from '@konter/core/public-pages';

/** The shop's own help pages (spec §2 shop "its own help pages"): /shop/help/<section>. */
export { SHOP_HELP_SECTIONS, type ShopHelpSection };
export const isShopHelpSection = (v: string | undefined): v is ShopHelpSection =>
  (SHOP_HELP_SECTIONS as readonly string[]).includes(v ?? '');
