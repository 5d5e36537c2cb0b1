import type { Affiliate, AffiliatePayout } from '@konter/core/contracts/affiliate';
import { formatRupiah } from '@konter/core/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { Pill } from '../../../components/ui/pill';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSnackbar } from '../../../components/ui/snackbar';
import { fieldClasses } from '../../../components/ui/text-field';
import { copyText } from '../../../lib/clipboard';
import { formatDate, formatPeriod, jakartaToday } from '../../../lib/date';
import { useAffiliate, useCommission, usePayouts } from '../api';
import { ApplyForm } from './apply-form';
import { ProgramHelp } from './program-help';

const STATUS_TONE: Record<Affiliate['status'], string> = {
  not_registered: 'bg-slate-100 text-slate-700',
  waiting: 'bg-amber-100 text-amber-900',
  verified: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-800',
};
const PAYOUT_TONE: Record<AffiliatePayout['status'], string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  in_process: 'bg-sky-100 text-sky-900',
  paid: 'bg-emerald-100 text-emerald-900',
  disbursed: 'bg-emerald-100 text-emerald-900',
  unpaid_below_minimum: 'bg-slate-100 text-slate-700',
};

/** /account/affiliate: the status card, then (verified) the code, the commission report and payouts. */
export function AffiliateOverview() {
  const { t } = useTranslation('affiliate');
  const q = useAffiliate();
  const a = q.data;
  if (q.isError)
    return (
      <Alert tone="error">
        <p>{t('report.loadFailed')}</p>
        <Button variant="link" onClick={() => void q.refetch()}>
          {t('report.retry')}
        </Button>
      </Alert>
    );
  if (!a)
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-32" />
        <Skeleton className="h-64" />
      </div>
    );
  return (
    <div className="space-y-4">
      <StatusCard a={a} />
      {a.status === 'verified' ? (
        <>
          <CommissionReport />
          <Payouts />
        </>
      ) : (
        <>
          <ReportRefused />
          {(a.status === 'not_registered' || a.status === 'rejected') && (
            <Card className="space-y-4">
              <h2 className="font-semibold text-slate-900">
                {a.status === 'rejected' ? t('status.reapply') : t('apply.title')}
              </h2>
              <ApplyForm />
            </Card>
          )}
          <ProgramHelp />
        </>
      )}
    </div>
  );
}

function StatusCard({ a }: { a: Affiliate }) {
  const { t } = useTranslation('affiliate');
  const snackbar = useSnackbar();
  const copy = async (value: string) => {
    const ok = await copyText(value);
    snackbar.show({
      message: ok ? t('status.copied') : t('status.copyFailed'),
      color: ok ? 'success' : 'error',
      timeout: 2500,
    });
  };
  return (
    <Card className="space-y-3" data-testid="affiliate-status">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{t('title')}</h2>
        <Pill tone={STATUS_TONE[a.status]} data-testid="affiliate-status-pill">
          {t(`status.${a.status}`)}
        </Pill>
      </div>
      {a.status === 'not_registered' && (
        <p className="text-sm text-slate-700">{t('status.notRegisteredText')}</p>
      )}
      {a.status === 'waiting' && (
        <div className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          <Icon name="clock" className="mt-0.5 size-4 shrink-0" />
          <div className="space-y-1">
            <p>{t('status.waitingText')}</p>
            {a.submitted_at && (
              <p className="text-amber-800">
                {t('status.submittedAt', { date: formatDate(a.submitted_at) })}
              </p>
            )}
          </div>
        </div>
      )}
      {a.status === 'rejected' && (
        <div className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
          <p>{t('status.rejectedText')}</p>
          {a.rejected_reason && (
            <p className="font-semibold">{t('status.reason', { reason: a.rejected_reason })}</p>
          )}
        </div>
      )}
      {a.status === 'verified' && a.referral_code && a.referral_url && (
        <div className="space-y-3">
          <div>
            <p className="text-sm text-slate-600">{t('status.code')}</p>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <p
                className="font-mono text-2xl font-bold tracking-wider text-slate-900"
                data-testid="affiliate-code"
              >
                {a.referral_code}
              </p>
              <Button variant="secondary" size="sm" onClick={() => copy(a.referral_code ?? '')}>
                <Icon name="copy" className="size-4" />
                {t('status.copy')}
              </Button>
            </div>
          </div>
          <div>
            <p className="text-sm text-slate-600">{t('status.link')}</p>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 break-all font-mono text-sm text-slate-900" data-testid="affiliate-url">
                {a.referral_url}
              </p>
              <Button variant="secondary" size="sm" onClick={() => copy(a.referral_url ?? '')}>
                <Icon name="copy" className="size-4" />
                {t('status.copy')}
              </Button>
            </div>
          </div>
          <div className="flex flex-wrap gap-2 text-sm">
            <Pill tone="bg-brand-50 text-brand-800" data-testid="affiliate-expiry">
              {t('status.expires', { date: formatDate(a.code_expires_at) })}
            </Pill>
            <Pill tone="bg-slate-100 text-slate-700">
              {t('status.percent', { percent: a.commission_percent })}
            </Pill>
          </div>
        </div>
      )}
      {a.bank && (
        <p className="text-sm text-slate-600">
          {t('status.bank', {
            bank: a.bank.bank_name,
            number: a.bank.account_number,
            holder: a.bank.account_holder,
          })}
        </p>
      )}
    </Card>
  );
}

/** Unverified: the report is refused with the spec's message (the server's 403 key, not asked for). */
function ReportRefused() {
  const { t } = useTranslation(['affiliate', 'errors']);
  return (
    <Card className="space-y-2">
      <h2 className="font-semibold text-slate-900">{t('report.title')}</h2>
      <Alert tone="warning">
        <span data-testid="affiliate-report-refused">{t('errors:affiliate_report_unverified')}</span>
      </Alert>
    </Card>
  );
}

function CommissionReport() {
  const { t } = useTranslation('affiliate');
  const id = useId();
  const [month, setMonth] = useState(() => jakartaToday().slice(0, 7));
  const q = useCommission(month, /^\d{4}-\d{2}$/.test(month));
  const r = q.data;
  return (
    <Card className="space-y-4" data-testid="affiliate-report">
      <h2 className="font-semibold text-slate-900">{t('report.title')}</h2>
      <div className="flex items-center gap-3">
        <label htmlFor={`${id}-month`} className="text-sm font-medium text-slate-700">
          {t('report.month')}
        </label>
        <input
          id={`${id}-month`}
          type="month"
          value={month}
          max={jakartaToday().slice(0, 7)}
          onChange={(e) => setMonth(e.target.value)}
          className={`${fieldClasses(false)} min-w-0 flex-1`}
        />
      </div>
      {q.isError ? (
        <Alert tone="error">{t('report.loadFailed')}</Alert>
      ) : !r ? (
        <Skeleton className="h-32" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3" data-testid="affiliate-totals">
            <Stat label={t('report.users')} value={String(r.totals.referred_users)} />
            <Stat label={t('report.purchases')} value={String(r.totals.purchases)} />
            <Stat label={t('report.margin')} value={formatRupiah(r.totals.margin)} />
            <Stat label={t('report.commission')} value={formatRupiah(r.totals.commission)} strong />
          </dl>
          <p className="text-sm text-slate-600">{t('status.percent', { percent: r.commission_percent })}</p>
          {r.rows.length === 0 ? (
            <p className="rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-600">
              {t('report.empty')}
            </p>
          ) : (
            <ul className="space-y-2">
              {r.rows.map((row) => (
                <li
                  key={row.user_id}
                  className="rounded-xl border border-slate-200 p-3"
                  data-testid="affiliate-row"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold text-slate-900">{row.name}</p>
                    <p className="font-mono text-sm text-slate-600">{row.hp}</p>
                  </div>
                  <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
                    <div>
                      <dt className="text-slate-500">{t('report.purchases')}</dt>
                      <dd className="font-medium text-slate-900">{row.purchases}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-500">{t('report.margin')}</dt>
                      <dd className="font-medium text-slate-900">{formatRupiah(row.margin)}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-500">{t('report.commission')}</dt>
                      <dd className="font-bold text-emerald-800">{formatRupiah(row.commission)}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}

function Stat({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={strong ? 'text-lg font-bold text-emerald-800' : 'text-lg font-semibold text-slate-900'}>
        {value}
      </dd>
    </div>
  );
}

function Payouts() {
  const { t } = useTranslation('affiliate');
  const q = usePayouts(true);
  const list = q.data;
  return (
    <Card className="space-y-3">
      <h2 className="font-semibold text-slate-900">{t('payouts.title')}</h2>
      {list && (
        <p className="text-sm text-slate-600">
          {t('payouts.carryHelp', { min: formatRupiah(list.min_payout) })}
        </p>
      )}
      {q.isError ? (
        <Alert tone="error">{t('report.loadFailed')}</Alert>
      ) : !list ? (
        <Skeleton className="h-24" />
      ) : list.payouts.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-600">{t('payouts.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {list.payouts.map((p) => (
            <li key={p.id} className="rounded-xl border border-slate-200 p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">{formatPeriod(p.month.replace('-', ''))}</p>
                <Pill tone={PAYOUT_TONE[p.status]}>{t(`payouts.status.${p.status}`)}</Pill>
              </div>
              <dl className="mt-2 grid grid-cols-3 gap-2">
                <div>
                  <dt className="text-slate-500">{t('payouts.commission')}</dt>
                  <dd className="text-slate-900">{formatRupiah(p.commission)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('payouts.carried')}</dt>
                  <dd className="text-slate-900">{formatRupiah(p.carried_in)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('payouts.amount')}</dt>
                  <dd className="font-bold text-slate-900">{formatRupiah(p.amount)}</dd>
                </div>
              </dl>
              <p className="mt-1 text-slate-600">
                {[
                  p.carried_into
                    ? t('payouts.carriedInto', { month: formatPeriod(p.carried_into.replace('-', '')) })
                    : null,
                  p.method === 'deposit'
                    ? t('payouts.toDeposit')
                    : p.method === 'bank'
                      ? t('payouts.toBank')
                      : null,
                  p.reference ? t('payouts.reference', { reference: p.reference }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
