import { PREPAID_TYPE_ICONS, type PrepaidType } from '@konter/core/catalog';

// The product-type icons of the web's icon set (apps/web/src/components/ui/icons.tsx: 24px grid,
// stroke icons), for the names PREPAID_TYPE_ICONS uses, plus the blog's. The server cannot import the
// web, so the paths are repeated here; og.test.ts checks every prepaid type has one.
export const ICON_PATHS: Readonly<Record<string, string>> = {
  smartphone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM12 18h.01',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  gamepad:
    'M6 12h4M8 10v4M15 13h.01M18 11h.01M7 6h10a5 5 0 0 1 5 5v2a4 4 0 0 1-7 2.6L14 15h-4l-1 .6A4 4 0 0 1 2 13v-2a5 5 0 0 1 5-5z',
  ticket: 'M3 8V6h18v2a2 2 0 0 0 0 4v2a2 2 0 0 0 0 4v0H3v-2a2 2 0 0 0 0-4V8zM13 6v12',
  sim: 'M6 2h9l4 4v16H6zM9 11h6v7H9zM12 11v7M9 14.5h6',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l12-4v4M16 13h2',
  message: 'M4 4h16v12H8l-4 4zM8 9h8M8 12h5',
  calendar: 'M4 6h16v15H4zM4 10h16M9 3v5M15 3v5',
  globe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20',
  tv: 'M3 7h18v12H3zM8 3l4 4 4-4',
  flame: 'M12 22a7 7 0 0 0 7-7c0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-4-2 2-5 5-5 8a7 7 0 0 0 7 7z',
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v4h16v-4',
  chip: 'M7 7h10v10H7zM10 2v5M14 2v5M10 17v5M14 17v5M2 10h5M2 14h5M17 10h5M17 14h5',
  send: 'M22 2L11 13M22 2l-7 20-4-9-9-4z',
  document: 'M6 2h8l5 5v15H6zM14 2v5h5M9 13h7M9 17h7',
};

/** The icon name of a prepaid type (the document icon if the web's set grew a name not copied here). */
export const typeIcon = (type: PrepaidType): string =>
  Object.hasOwn(ICON_PATHS, PREPAID_TYPE_ICONS[type]) ? PREPAID_TYPE_ICONS[type] : 'document';
