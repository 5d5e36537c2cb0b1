import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StatusBadge } from '../../components/status-badge';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useTransaction } from '../../features/purchase/api/get-transaction';
import { Receipt, receiptPayload } from '../../features/transactions/receipt/receipt';
import { useReceiptSettings } from '../../features/transactions/receipt/receipt-settings';
import { ReceiptSettingsPanel } from '../../features/transactions/receipt/receipt-settings-panel';
import { printReceipt } from '../../lib/android';
import { isStatus } from '../../lib/api-error';
import { useConfig } from '../../lib/config';
import { paths } from '../../lib/paths';

/**
 * /receipt/prabayar/:refId and /receipt/pascabayar/:id (the ref id): the transaction's detail and
 * its printable receipt. Printing goes to the Android shell's printer when there is one.
 */
export default function ReceiptPage() {
  const { t } = useTranslation(['transactions', 'common']);
  const params = useParams();
  const refId = params.refId ?? params.id ?? '';
  const trx = useTransaction(refId);
  const receipt = useReceiptSettings();
  const { settings } = receipt;
  const config = useConfig();

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
  // The shell's Bluetooth printer takes the receipt as data; a browser prints the page (print CSS).
  const print = () => printReceipt(receiptPayload(data, settings, config.sitename, t));

  return (
    <div className="mx-auto w-full max-w-xl space-y-4 print:m-0 print:max-w-none">
      {/* The paper size follows the chosen width; only the receipt is printed (print:hidden elsewhere). */}
      <style>{`@page { size: ${settings.paperWidth}mm auto; margin: 0; }`}</style>
      <header className="flex flex-wrap items-center gap-3 print:hidden">
        <h1 className="sr-only text-2xl font-bold text-slate-900 md:not-sr-only md:flex-1">
          {t('receipt.title')}
        </h1>
        <StatusBadge status={data.status} className="text-sm" />
        <span className="flex-1 md:hidden" />
        <Button onClick={print} disabled={data.status === 'processing'}>
          <Icon name="printer" className="size-5" />
          {t('receipt.print')}
        </Button>
      </header>
      {data.status === 'processing' && (
        <Alert tone="info" className="print:hidden">
          {t('receipt.processing')}
        </Alert>
      )}
      <Receipt trx={data} settings={settings} siteName={config.sitename} />
      <ReceiptSettingsPanel
        settings={settings}
        onChange={receipt.update}
        saving={receipt.saving}
        saveError={receipt.saveError}
      />
      <div className="flex flex-wrap gap-2 print:hidden">
        <Link to={paths.history(data.kind)} className={buttonClasses('secondary')}>
          {t('receipt.toHistory')}
        </Link>
      </div>
    </div>
  );
}
