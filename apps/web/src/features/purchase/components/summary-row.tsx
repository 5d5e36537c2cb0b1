import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { formatRupiah } from '../../../lib/money';

/** One "label: value" row of a summary <dl>, with an optional inline error (e.g. product_code). */
export function SummaryRow({
  label,
  children,
  error,
}: {
  label: ReactNode;
  children: ReactNode;
  error?: string;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-semibold break-words text-slate-900">
        {children}
        {error && (
          <span
            role="alert"
            className="mt-1 flex items-start justify-end gap-1 text-sm font-normal text-red-700"
          >
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </span>
        )}
      </dd>
    </div>
  );
}

/** The fee and the total of a payment channel, under a summary (confirm sheet, bill payment). */
export function ChannelTotalRows({ channel }: { channel: { fee: number; total: number } | undefined }) {
  const { t } = useTranslation('purchase');
  if (!channel) return null;
  return (
    <>
      <SummaryRow label={t('confirm.fee')}>
        <span className="tabular-nums">{formatRupiah(channel.fee)}</span>
      </SummaryRow>
      <SummaryRow label={t('confirm.total')}>
        <span className="text-lg text-brand-800 tabular-nums" data-testid="confirm-total">
          {formatRupiah(channel.total)}
        </span>
      </SummaryRow>
    </>
  );
}
