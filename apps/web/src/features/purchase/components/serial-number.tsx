import type { TransactionView } from '@konter/core/contracts/purchase';
import { groupPlnToken, plnKwhText, plnTariffPower, plnTokenOf } from '@konter/core/pln';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { useSnackbar } from '../../../components/ui/snackbar';
import { copyText } from '../../../lib/clipboard';
import { currentLocale } from '../../../lib/i18n';

/**
 * A successful purchase's serial number, large and copyable: the customer asks for it. A PLN token
 * shows as the token alone in 4-digit groups (what the meter's keypad takes; "copy" copies the 20
 * digits) with the customer's name, tariff/power and kWh on their own lines under it.
 */
export function SerialNumber({ trx }: { trx: TransactionView }) {
  const { t } = useTranslation('purchase');
  const snackbar = useSnackbar();
  const sn = trx.serial_number;
  if (!sn) return null;
  const pln = plnTokenOf(trx);
  const locale = currentLocale();
  const lines = pln
    ? (
        [
          [t('status.plnName'), pln.name],
          [t('status.plnTariffPower'), plnTariffPower(pln, locale)],
          [t('status.plnKwh'), plnKwhText(pln, locale)],
        ] as const
      ).filter((line): line is readonly [string, string] => Boolean(line[1]))
    : [];
  const copy = async () => {
    const ok = await copyText(pln ? pln.token : sn);
    snackbar.show({
      message: t(ok ? (pln ? 'status.tokenCopied' : 'status.copied') : 'status.copyFailed'),
      color: ok ? 'success' : 'error',
    });
  };
  return (
    <div
      className="@container rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-center"
      data-testid={pln ? 'pln-token' : undefined}
    >
      <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">
        {t(pln ? 'status.token' : 'status.sn')}
      </p>
      <p
        className={cn(
          'mt-1 font-mono font-bold break-words text-balance text-slate-900 tabular-nums select-all',
          pln ? 'leading-tight' : 'text-2xl sm:text-3xl',
        )}
        // The 24 characters of a grouped token on one line, whatever the box's width (a 360 px phone).
        style={pln ? { fontSize: 'clamp(1rem, calc(100cqw / 14.6), 1.875rem)' } : undefined}
        data-testid="serial-number"
      >
        {pln ? groupPlnToken(pln.token) : sn}
      </p>
      {lines.length > 0 && (
        <dl className="mx-auto mt-3 max-w-sm divide-y divide-emerald-100 rounded-xl bg-white/70 px-3 text-sm">
          {lines.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 py-1.5">
              <dt className="shrink-0 text-slate-600">{label}</dt>
              <dd className="min-w-0 text-right font-semibold break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Button variant="secondary" size="sm" className="mt-3" onClick={copy}>
        <Icon name="copy" className="size-5" />
        {t(pln ? 'status.copyToken' : 'status.copy')}
      </Button>
    </div>
  );
}
