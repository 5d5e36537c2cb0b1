import type { TransactionView } from '@konter/core/contracts/purchase';
import { formatRupiah } from '../../../lib/money';
import { type ReceiptModel, receiptModel } from './receipt-model';
import type { ReceiptSettings } from './receipt-settings';

type T = Parameters<typeof receiptModel>[1];

/**
 * The receipt as plain text for a chat (WhatsApp): the shop's name, the title, the date (WIB),
 * product, destination, the SN or PLN token with its meter data, the price and the ref. WhatsApp
 * shows *text* in bold.
 */
export function receiptText(
  trx: TransactionView,
  settings: ReceiptSettings,
  siteName: string,
  t: T,
  model: ReceiptModel = receiptModel(trx, t),
): string {
  const shop = settings.storeName.trim() || siteName;
  const line = ([label, value]: [string, string]) => `${label}: ${value}`;
  // Times are WIB (lib/date); a chat may be read anywhere, so the text says so.
  const date = t('transactions:receipt.date');
  const rows = model.rows.map(([label, value]): [string, string] =>
    label === date ? [label, `${value} WIB`] : [label, value],
  );
  const lines = [`*${shop}*`, model.title, '', ...rows.map(line)];
  if (model.sn) {
    lines.push('', `${model.snLabel}:`, `*${model.sn}*`, ...model.snRows.map(line));
  }
  lines.push('', `*${t('transactions:receipt.total')}: ${formatRupiah(model.total)}*`);
  const note = settings.note.trim() || t('transactions:receipt.defaultNote');
  lines.push('', note);
  return lines.join('\n');
}

/** WhatsApp's own link: the app (or WhatsApp Web) opens with the text, the user picks the chat. */
export const whatsappUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** The device's share sheet, when the browser has one (Chrome on Android, Safari): false when not. */
export const canShareText = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Shares the text through the share sheet; 'cancelled' when the user closed it. */
export async function shareText(text: string): Promise<'shared' | 'cancelled' | 'unsupported'> {
  if (!canShareText()) return 'unsupported';
  try {
    await navigator.share({ text });
    return 'shared';
  } catch {
    return 'cancelled';
  }
}

/**
 * The receipt element as a PNG (twice its size, white), shared as a file where the browser can
 * share files, else downloaded. The renderer (modern-screenshot) loads only on this tap.
 */
export async function shareReceiptImage(
  element: HTMLElement,
  filename: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const { domToBlob } = await import('modern-screenshot');
  const blob = await domToBlob(element, {
    scale: 2,
    backgroundColor: '#ffffff',
    type: 'image/png',
    // The paper alone: without the frame the page draws around it.
    style: { boxShadow: 'none', margin: '0' },
  });
  const file = new File([blob], filename, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file] });
      return 'shared';
    } catch (err) {
      // The user closed the sheet: nothing to do. Another failure: download it instead.
      if ((err as { name?: string })?.name === 'AbortError') return 'cancelled';
    }
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'downloaded';
}

/**
 * The print page's size: the paper's width and the receipt's own height, so that "Save as PDF"
 * (and a printer with roll paper) gets one receipt on one page. CSS px → mm at 96 px per inch.
 */
export function receiptPageCss(paperWidth: number, heightPx: number | null): string {
  const height = heightPx ? `${Math.ceil((heightPx * 25.4) / 96) + 4}mm` : '297mm';
  return `@page { size: ${paperWidth}mm ${height}; margin: 0; }`;
}
