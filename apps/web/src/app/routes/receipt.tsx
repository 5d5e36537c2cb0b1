import { parseEsimActivation } from '@konter/core/esim';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StatusBadge } from '../../components/status-badge';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useTransaction } from '../../features/purchase/api/get-transaction';
import { EsimActivation } from '../../features/purchase/components/esim-activation';
import { Receipt, receiptPayload } from '../../features/transactions/receipt/receipt';
import { ReceiptShare } from '../../features/transactions/receipt/receipt-actions';
import { ReceiptNotice, receiptOutcome } from '../../features/transactions/receipt/receipt-notice';
import { useReceiptSettings } from '../../features/transactions/receipt/receipt-settings';
import { ReceiptSettingsPanel } from '../../features/transactions/receipt/receipt-settings-panel';
import { receiptPageCss } from '../../features/transactions/receipt/receipt-share';
import { printReceipt } from '../../lib/android';
import { isStatus } from '../../lib/api-error';
import { useConfig } from '../../lib/config';
import { paths } from '../../lib/paths';

/**
 * /receipt/prabayar/:refId and /receipt/pascabayar/:id (the ref id): a successful sale's printable
 * receipt, printed (the Android shell's printer when there is one, else the print dialog) and shared
 * (WhatsApp text, image, PDF). A failed or refunded sale gets a failure notice instead, never a
 * receipt; one still processing, a notice that it is.
 */
export default function ReceiptPage() {
  const { t } = useTranslation(['transactions', 'common']);
  const params = useParams();
  const refId = params.refId ?? params.id ?? '';
  const trx = useTransaction(refId);
  const receipt = useReceiptSettings();
  const { settings } = receipt;
  const config = useConfig();
  const receiptRef = useRef<HTMLDivElement>(null);
  // Measured once the receipt is on the page (after the transaction and the settings load).
  const receiptHeight = useHeight(receiptRef, trx.data?.status === 'success' && !receipt.isPending);

  // The receipt waits for the shop's settings too (no flash of the defaults); a failed load prints
  // with the defaults.
  if (trx.isPending || receipt.isPending) return <PageSkeleton rows={5} label={t('common:loading')} />;
  if (trx.isError)
    return isStatus(trx.error, 404) ? (
      <EmptyState icon="receipt" title={t('receipt.notFound')} />
    ) : (
      <div className="mx-auto max-w-md space-y-3">
        <Alert tone="error">{t('receipt.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => trx.refetch()}>
          {t('common:action.retry')}
        </Button>
      </div>
    );

  const data = trx.data;
  const success = receiptOutcome(data.status) === 'success';
  // The shell's Bluetooth printer takes the receipt as data; a browser prints the page (print CSS).
  const print = () => printReceipt(receiptPayload(data, settings, config.sitename, t));

  return (
    <div className="mx-auto w-full max-w-xl space-y-4 print:m-0 print:max-w-none">
      {/* One page the paper's width and the receipt's height; only the receipt is printed. */}
      {success && <style>{receiptPageCss(settings.paperWidth, receiptHeight)}</style>}
      <header className="flex flex-wrap items-center gap-3 print:hidden">
        <h1 className="sr-only text-2xl font-bold text-slate-900 md:not-sr-only md:flex-1">
          {t('receipt.title')}
        </h1>
        <StatusBadge status={data.status} className="text-sm" />
        <span className="flex-1 md:hidden" />
        {success && (
          <Button onClick={print}>
            <Icon name="printer" className="size-5" />
            {t('receipt.print')}
          </Button>
        )}
      </header>
      {success ? (
        <>
          <Receipt ref={receiptRef} trx={data} settings={settings} siteName={config.sitename} />
          {/* An eSIM's activation QR code and manual-entry parts, printed under the receipt. */}
          {parseEsimActivation(data.serial_number) && <EsimActivation trx={data} />}
          <ReceiptShare trx={data} settings={settings} siteName={config.sitename} receiptRef={receiptRef} />
          <ReceiptSettingsPanel
            settings={settings}
            onChange={receipt.update}
            saving={receipt.saving}
            saveError={receipt.saveError}
          />
        </>
      ) : (
        <ReceiptNotice trx={data} />
      )}
      <div className="flex flex-wrap gap-2 print:hidden">
        <Link to={paths.history(data.kind)} className={buttonClasses('secondary')}>
          {t('receipt.toHistory')}
        </Link>
      </div>
    </div>
  );
}

/** The element's height in CSS px while it is shown (null before it is measured). */
function useHeight(ref: RefObject<HTMLElement | null>, shown: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!shown || !el) return;
    const measure = () => setHeight(el.offsetHeight || null);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, shown]);
  return height;
}
