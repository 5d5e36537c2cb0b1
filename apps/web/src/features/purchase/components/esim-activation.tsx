import type { TransactionView } from '@konter/core/contracts/purchase';
import { parseEsimActivation } from '@konter/core/esim';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { useSnackbar } from '../../../components/ui/snackbar';
import { copyText } from '../../../lib/clipboard';

/** The QR code of an LPA string as a PNG data URL; `qrcode` is loaded only when an eSIM is shown. */
function useQrDataUrl(text: string): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    let live = true;
    setState({ url: null, failed: false });
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(text, { width: 480, margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (url) => live && setState({ url, failed: false }),
        () => live && setState({ url: null, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [text]);
  return state;
}

/**
 * A successful eSIM purchase's activation: the QR code to scan (drawn here from the LPA string in
 * the SN), the code itself to copy, and the two parts a phone asks for when entered by hand
 * (SM-DP+ address, activation code). Nothing when the SN is not an activation code.
 */
export function EsimActivation({ trx }: { trx: Pick<TransactionView, 'serial_number' | 'destination'> }) {
  const { t } = useTranslation('bulk');
  const snackbar = useSnackbar();
  const activation = parseEsimActivation(trx.serial_number);
  const qr = useQrDataUrl(activation?.lpa ?? '');
  if (!activation) return null;
  const copy = async (what: string, value: string) => {
    const ok = await copyText(value);
    snackbar.show({
      message: ok ? t('activation.copied', { what }) : t('activation.copyFailed'),
      color: ok ? 'success' : 'error',
    });
  };
  const parts = [
    ['smdp', t('activation.smdp'), activation.smdp],
    ['code', t('activation.code'), activation.code],
  ] as const;
  return (
    <section
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-center break-inside-avoid"
      data-testid="esim-activation"
      aria-labelledby="esim-activation-title"
    >
      <h2 id="esim-activation-title" className="font-semibold text-emerald-900">
        {t('activation.title')}
      </h2>
      <p className="mx-auto mt-1 max-w-sm text-sm text-slate-700">{t('activation.scanHelp')}</p>
      <div className="mx-auto mt-3 flex size-56 items-center justify-center rounded-xl bg-white p-2 shadow-sm">
        {qr.url ? (
          <img src={qr.url} alt={t('activation.qrAlt')} className="size-full" data-testid="esim-qr" />
        ) : qr.failed ? (
          <p className="text-sm text-slate-600">{t('activation.qrFailed')}</p>
        ) : (
          <Icon name="chip" className="size-10 animate-pulse text-slate-300" aria-hidden />
        )}
      </div>
      <p className="mt-4 text-xs font-semibold tracking-wide text-emerald-800 uppercase">
        {t('activation.lpa')}
      </p>
      <p
        className="mt-1 font-mono text-sm font-bold break-all text-slate-900 select-all"
        data-testid="esim-lpa"
      >
        {activation.lpa}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-2 print:hidden"
        onClick={() => copy(t('activation.lpa'), activation.lpa)}
      >
        <Icon name="copy" className="size-5" />
        {t('activation.copy')}
      </Button>
      <h3 className="mt-4 text-left text-sm font-semibold text-slate-900">{t('activation.manual')}</h3>
      <dl className="mt-1 divide-y divide-emerald-100 rounded-xl bg-white/70 px-3 text-left text-sm">
        {parts.map(([key, label, value]) => (
          <div key={key} className="flex items-center gap-2 py-2">
            <div className="min-w-0 flex-1">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-mono font-semibold break-all text-slate-900" data-testid={`esim-${key}`}>
                {value}
              </dd>
            </div>
            <button
              type="button"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50 print:hidden"
              aria-label={t('activation.copyLabel', { what: label })}
              onClick={() => copy(label, value)}
            >
              <Icon name="copy" className="size-5" />
            </button>
          </div>
        ))}
      </dl>
      {trx.destination.includes('@') && (
        <p className="mt-3 text-sm text-slate-700">{t('activation.emailed', { email: trx.destination })}</p>
      )}
    </section>
  );
}
