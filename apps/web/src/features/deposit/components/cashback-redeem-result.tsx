import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import type { CashbackRedeem } from '../api/redeem-cashback';
import { depositPaths } from '../paths';
import { SummaryRow } from './summary-row';

/** Spec §3 Cashback redeem: the amount, cashback and deposit before and after. */
export function CashbackRedeemResult({ result }: { result: CashbackRedeem }) {
  const { t } = useTranslation('deposit');
  return (
    <Card className="space-y-5" data-testid="redeem-result">
      <div role="status" className="flex flex-col items-center py-2 text-center">
        <Icon name="success" className="size-14 text-emerald-600" />
        <p className="mt-3 text-lg font-semibold text-slate-900">{t('redeem.successTitle')}</p>
        <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{formatRupiah(result.amount)}</p>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('redeem.tableCaption')}</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-2 text-left font-medium">
              <span className="sr-only">{t('redeem.wallet')}</span>
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('redeem.before')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('redeem.after')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 border-t border-slate-100 tabular-nums">
          <tr data-testid="redeem-cashback-row">
            <th scope="row" className="py-2.5 text-left font-medium text-slate-700">
              {t('card.cashback')}
            </th>
            <td className="py-2.5 text-right text-slate-700">{formatRupiah(result.cashback_before)}</td>
            <td className="py-2.5 text-right font-semibold text-slate-900">
              {formatRupiah(result.cashback_after)}
            </td>
          </tr>
          <tr data-testid="redeem-deposit-row">
            <th scope="row" className="py-2.5 text-left font-medium text-slate-700">
              {t('card.tabDeposit')}
            </th>
            <td className="py-2.5 text-right text-slate-700">{formatRupiah(result.deposit_before)}</td>
            <td className="py-2.5 text-right font-semibold text-emerald-800">
              {formatRupiah(result.deposit_after)}
            </td>
          </tr>
        </tbody>
      </table>
      <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-3.5">
        <SummaryRow label={t('transfer.code')}>
          <span className="font-mono text-sm">{result.code}</span>
        </SummaryRow>
        <SummaryRow label={t('transfer.date')}>{formatDateTime(result.created_at)}</SummaryRow>
      </dl>
      <div className="grid gap-2 sm:grid-cols-2">
        <Link to="/" className={buttonClasses('primary')}>
          {t('confirmation.toHome')}
        </Link>
        <Link to={depositPaths.cashbackReport} className={buttonClasses('secondary')}>
          {t('redeem.toReport')}
        </Link>
      </div>
    </Card>
  );
}
