import type { TransactionView } from '@konter/core/contracts/purchase';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { formatRupiah } from '../../../lib/money';
import { receiptModel } from './receipt-model';
import type { ReceiptSettings } from './receipt-settings';

/** What the receipt prints of the settings: the shop's texts without the spaces around them. */
const printed = (s: ReceiptSettings): ReceiptSettings => ({
  ...s,
  storeName: s.storeName.trim(),
  address: s.address.trim(),
  phone: s.phone.trim(),
  note: s.note.trim(),
});

/**
 * The printable receipt at the paper's width (58 or 80 mm): the shop header (its own logo and name
 * from the member's receipt settings, else the site's), the transaction, the SN and the price the
 * customer pays (the user's price plus markup). Black on white for thermal printers; `print-area`
 * is what remains when printing.
 */
export function Receipt({
  trx,
  settings: raw,
  siteName,
  ref,
}: {
  trx: TransactionView;
  settings: ReceiptSettings;
  siteName: string;
  /** The receipt's element: the image share renders it, the print page takes its height. */
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation(['transactions', 'common']);
  const model = receiptModel(trx, t);
  const settings = printed(raw);
  const note = settings.note || t('receipt.defaultNote');
  return (
    <div
      className={cn(
        'print-area mx-auto bg-white print:mx-0 px-3 py-4 font-mono text-black shadow-sm ring-1 ring-slate-200 print:px-0 print:py-0 print:shadow-none print:ring-0',
        settings.largeText ? 'text-[14px] leading-snug' : 'text-[12px] leading-snug',
      )}
      style={{ width: `${settings.paperWidth}mm` }}
      ref={ref}
      data-testid="receipt"
    >
      <header className="text-center">
        {settings.showLogo && settings.logo ? (
          <img
            src={settings.logo}
            alt=""
            className="mx-auto mb-1 max-h-16 max-w-[60%] object-contain"
            data-testid="receipt-logo"
          />
        ) : (
          // Without a logo of the shop's own, the site's icon goes with the site's name only.
          settings.showLogo &&
          !settings.storeName && (
            <img src="/icon.svg" alt="" width={28} height={28} className="mx-auto mb-1 size-7" />
          )
        )}
        <p className="font-bold uppercase">{settings.storeName || siteName}</p>
        {settings.showAddress && settings.address && <p>{settings.address}</p>}
        {settings.showPhone && settings.phone && <p>{t('receipt.phone', { phone: settings.phone })}</p>}
      </header>
      <hr className="my-2 border-t border-dashed border-black" />
      <p className="text-center font-bold">{model.title}</p>
      <dl className="mt-1 space-y-0.5">
        {model.rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="shrink-0">{label}</dt>
            <dd className="min-w-0 text-right break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {model.sn && (
        <>
          <hr className="my-2 border-t border-dashed border-black" />
          <p className="text-center">{model.snLabel}</p>
          <p
            className={cn(
              'text-center font-bold text-balance break-words',
              settings.largeSn ? 'text-[1.45em] leading-tight' : '',
            )}
            data-testid="receipt-sn"
          >
            {model.sn}
          </p>
          {model.snRows.length > 0 && (
            <dl className="mt-1 space-y-0.5" data-testid="receipt-pln">
              {model.snRows.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-2">
                  <dt className="shrink-0">{label}</dt>
                  <dd className="min-w-0 text-right break-words">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </>
      )}
      <hr className="my-2 border-t border-dashed border-black" />
      <p className="flex justify-between gap-2 text-[1.15em] font-bold">
        <span>{t('receipt.total')}</span>
        <span data-testid="receipt-total">{formatRupiah(model.total)}</span>
      </p>
      <hr className="my-2 border-t border-dashed border-black" />
      <p className={cn('whitespace-pre-line', settings.noteLeft ? 'text-left' : 'text-center')}>{note}</p>
    </div>
  );
}

/** The same receipt as plain data for the Android shell's printer (window.Android.printReceipt). */
export function receiptPayload(
  trx: TransactionView,
  raw: ReceiptSettings,
  siteName: string,
  t: Parameters<typeof receiptModel>[1],
): string {
  const model = receiptModel(trx, t);
  const settings = printed(raw);
  return JSON.stringify({
    paper_width: settings.paperWidth,
    large_text: settings.largeText,
    large_sn: settings.largeSn,
    note_left: settings.noteLeft,
    show_logo: settings.showLogo,
    /** The shop's own logo (a PNG, JPEG or WebP data URL), when it has one and shows it. */
    logo: settings.showLogo ? settings.logo : null,
    header: [
      settings.storeName || siteName,
      settings.showAddress ? settings.address : '',
      settings.showPhone && settings.phone ? t('transactions:receipt.phone', { phone: settings.phone }) : '',
    ].filter(Boolean),
    title: model.title,
    // A PLN token's name, tariff/power and kWh print as rows too (a shell that knows no more).
    rows: [...model.rows, ...model.snRows],
    sn: model.sn,
    sn_label: model.snLabel,
    total: formatRupiah(model.total),
    note: settings.note || t('transactions:receipt.defaultNote'),
  });
}
