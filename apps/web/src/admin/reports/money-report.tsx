import type { MoneyReport, MoneyRow } from '@konter/core/contracts/console-reports';
import { isPaymentMethodCode, paymentMethodInfo } from '@konter/core/payment';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../components/ui/card';
import { currentLocale } from '../../lib/i18n';
import { formatRupiah } from '../../lib/money';
import { type Column, DataTable } from '../components/data-table';

/** A channel's name: a payment method's ('Transfer BCA', 'QRIS'), a wallet or bank, else the code as stored. */
function useChannelName() {
  const { t } = useTranslation('console');
  return (r: MoneyRow) => {
    if (isPaymentMethodCode(r.channel)) return paymentMethodInfo(r.channel).name[currentLocale()];
    if (r.kind === 'transfer') return t('reports.channels.deposit');
    if (r.kind === 'affiliate_payout') return t('reports.channels.bank');
    return r.channel;
  };
}

function MoneyTable({
  which,
  rows,
  total,
}: {
  which: 'deposits' | 'withdrawals';
  rows: MoneyRow[];
  total: { count: number; amount: number };
}) {
  const { t } = useTranslation('console');
  const channelName = useChannelName();
  const columns: Column<MoneyRow>[] = [
    { header: t('reports.kind'), cell: (r) => t(`reports.kinds.${r.kind}`) },
    {
      header: t('reports.channel'),
      cell: (r) => <span className="font-medium text-slate-900">{channelName(r)}</span>,
    },
    { header: t('reports.count'), cell: (r) => r.count, className: 'text-right tabular-nums' },
    {
      header: t('reports.amount'),
      cell: (r) => formatRupiah(r.amount),
      className: 'text-right tabular-nums whitespace-nowrap font-semibold',
    },
  ];
  return (
    <Card data-testid={`money-${which}`}>
      <CardHeader title={t(`reports.money.${which}`)} description={t(`reports.money.${which}Help`)} />
      <p className="mb-4 flex flex-wrap items-baseline justify-between gap-x-3 rounded-xl bg-slate-50 px-4 py-3">
        <span className="text-sm font-medium text-slate-600">
          {t('reports.money.total')} · {t('reports.money.count', { count: total.count })}
        </span>
        <span
          className="text-xl font-bold whitespace-nowrap text-slate-900 tabular-nums"
          data-testid={`money-${which}-total`}
        >
          {formatRupiah(total.amount)}
        </span>
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t('reports.money.none')}</p>
      ) : (
        <DataTable
          label={t(`reports.money.${which}`)}
          rows={rows}
          columns={columns}
          rowKey={(r) => `${r.kind}:${r.channel}`}
          rowAttributes={(r) => ({ 'data-testid': `money-row-${r.kind}-${r.channel}` })}
          cardClassName="flex items-center justify-between gap-3"
          card={(r) => (
            <>
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{channelName(r)}</span>
                <span className="block text-xs text-slate-500">
                  {t(`reports.kinds.${r.kind}`)} · {t('reports.money.count', { count: r.count })}
                </span>
              </span>
              <span className="shrink-0 font-bold whitespace-nowrap text-slate-900 tabular-nums">
                {formatRupiah(r.amount)}
              </span>
            </>
          )}
        />
      )}
    </Card>
  );
}

/** Deposits in and withdrawals out of the range, by channel, each with its total. */
export function MoneyReportView({ report }: { report: MoneyReport }) {
  return (
    <div className="space-y-4">
      <MoneyTable which="deposits" rows={report.deposits} total={report.totals.deposits} />
      <MoneyTable which="withdrawals" rows={report.withdrawals} total={report.totals.withdrawals} />
    </div>
  );
}
