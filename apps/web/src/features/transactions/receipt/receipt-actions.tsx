import type { TransactionView } from '@konter/core/contracts/purchase';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { useSnackbar } from '../../../components/ui/snackbar';
import { androidBridge, openUrl } from '../../../lib/android';
import type { ReceiptSettings } from './receipt-settings';
import { canShareText, receiptText, shareReceiptImage, shareText, whatsappUrl } from './receipt-share';

/**
 * A successful sale's receipt, shared: as text to WhatsApp (wa.me) or through the device's share
 * sheet, as a PNG of the receipt (shared as a file, else downloaded) and as a PDF (the print
 * dialog's "Save as PDF", the page sized to the receipt). Only ever shown for a success.
 */
export function ReceiptShare({
  trx,
  settings,
  siteName,
  receiptRef,
}: {
  trx: TransactionView;
  settings: ReceiptSettings;
  siteName: string;
  receiptRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation(['transactions', 'common']);
  const snackbar = useSnackbar();
  const [imaging, setImaging] = useState(false);
  const text = () => receiptText(trx, settings, siteName, t);

  const toWhatsapp = () => {
    const opened = openUrl(whatsappUrl(text()), siteName);
    if (!opened.ok) snackbar.show({ message: opened.message, color: 'error' });
  };

  const asImage = async () => {
    const el = receiptRef.current;
    if (!el || imaging) return;
    setImaging(true);
    try {
      const done = await shareReceiptImage(el, `struk-${trx.ref_id}.png`);
      if (done === 'downloaded') snackbar.show({ message: t('receipt.imageSaved'), color: 'success' });
    } catch {
      snackbar.show({ message: t('receipt.imageFailed'), color: 'error' });
    } finally {
      setImaging(false);
    }
  };

  return (
    <section className="space-y-2 print:hidden" aria-labelledby="receipt-share">
      <h2 id="receipt-share" className="text-sm font-semibold text-slate-700">
        {t('receipt.share')}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={toWhatsapp} data-testid="share-whatsapp">
          <Icon name="message" className="size-5" />
          {t('receipt.shareWhatsapp')}
        </Button>
        {canShareText() && (
          <Button variant="secondary" size="sm" onClick={() => void shareText(text())}>
            <Icon name="send" className="size-5" />
            {t('receipt.shareText')}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={asImage} loading={imaging}>
          <Icon name="image" className="size-5" />
          {t('receipt.shareImage')}
        </Button>
        {/* The Android shell prints to its Bluetooth printer; its WebView has no print dialog. */}
        {!androidBridge() && (
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            <Icon name="document" className="size-5" />
            {t('receipt.savePdf')}
          </Button>
        )}
      </div>
    </section>
  );
}
