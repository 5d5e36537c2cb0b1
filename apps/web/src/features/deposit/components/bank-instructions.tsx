import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/money';
import type { DepositTopup } from '../api/get-topup';
import { methodName } from '../labels';
import { CopyButton } from './copy-button';
import { SummaryRow } from './summary-row';

/**
 * "Rp 50.123" with its last three digits marked: the unique code makes the total match this request
 * alone, so those digits must be transferred exactly (calls §9.2).
 */
export function ExactTotal({ total }: { total: number }) {
  const text = formatRupiah(total);
  const head = text.slice(0, -3);
  const tail = text.slice(-3);
  return (
    <span
      className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums"
      data-testid="topup-exact-total"
    >
      {head}
      <mark className="rounded-md bg-amber-200 px-0.5 text-slate-900">{tail}</mark>
    </span>
  );
}

/** Where and how much to transfer for our own bank transfer: the account, the exact total, copy buttons. */
export function BankInstructions({ topup }: { topup: DepositTopup }) {
  const { t } = useTranslation('deposit');
  const bank = topup.bank;
  return (
    <div className="space-y-4">
      <div className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 text-center">
        <p className="text-sm font-medium text-amber-900">{t('confirmation.transferExactly')}</p>
        <p className="mt-1">
          <ExactTotal total={topup.total} />
        </p>
        <p className="mt-1 text-xs text-amber-900">{t('confirmation.exactHint')}</p>
        <div className="mt-3 flex justify-center">
          <CopyButton
            value={String(topup.total)}
            label={t('confirmation.copyAmount')}
            copied={t('confirmation.amountCopied')}
          />
        </div>
      </div>
      {bank && (
        <div className="rounded-2xl border border-slate-200 p-4" data-testid="topup-bank">
          <p className="text-sm text-slate-600">{t('confirmation.toAccount', { bank: bank.name })}</p>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
            <div className="min-w-0">
              <p
                className="font-mono text-xl font-bold tracking-wide text-slate-900"
                data-testid="topup-account-number"
              >
                {bank.account_number}
              </p>
              <p className="text-sm text-slate-700">
                {t('confirmation.accountName', { name: bank.account_name })}
              </p>
            </div>
            <CopyButton
              value={bank.account_number.replace(/\D/g, '')}
              label={t('confirmation.copyAccount')}
              copied={t('confirmation.accountCopied')}
            />
          </div>
        </div>
      )}
      <TopupBreakdown topup={topup} />
    </div>
  );
}

/** Nominal, fee, unique code (marked) and total of a request. */
export function TopupBreakdown({ topup }: { topup: DepositTopup }) {
  const { t } = useTranslation('deposit');
  return (
    <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-3.5">
      <SummaryRow label={t('topup.method')}>{methodName(topup.method)}</SummaryRow>
      <SummaryRow label={t('topup.nominal')}>{formatRupiah(topup.nominal)}</SummaryRow>
      {topup.fee > 0 && <SummaryRow label={t('topup.fee')}>{formatRupiah(topup.fee)}</SummaryRow>}
      {topup.unique_code !== null && (
        <SummaryRow label={t('confirmation.uniqueCode')}>
          <mark
            className="rounded-md bg-amber-200 px-1.5 text-slate-900 tabular-nums"
            data-testid="topup-unique-code"
          >
            {topup.unique_code}
          </mark>
        </SummaryRow>
      )}
      <SummaryRow label={t('topup.total')}>
        <span className="tabular-nums" data-testid="topup-total">
          {formatRupiah(topup.total)}
        </span>
      </SummaryRow>
    </dl>
  );
}
