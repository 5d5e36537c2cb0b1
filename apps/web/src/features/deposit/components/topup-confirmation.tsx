import { canCancelTopup, canClaimTopup } from '@konter/core/deposit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Disclosure } from '../../../components/ui/disclosure';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon, Spinner } from '../../../components/ui/icons';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useSnackbar } from '../../../components/ui/snackbar';
import { formatTimeLeft, useTimeLeft } from '../../../hooks/use-time-left';
import { isStatus } from '../../../lib/api-error';
import { accountKey } from '../../../lib/auth';
import { formatDate, formatDateTime, jakartaToday } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';
import { useCancelTopup } from '../api/cancel-topup';
import { type DepositTopup, topupKey, useTopup } from '../api/get-topup';
import { isOwnBankTransfer } from '../labels';
import { depositPaths } from '../paths';
import { safeReturnPath } from '../return-path';
import { useTopupResultSnackbar } from '../use-topup-result-snackbar';
import { BankInstructions, TopupBreakdown } from './bank-instructions';
import { ClaimForm } from './claim-form';
import { openPaymentPage } from './open-payment-page';
import { TopupStatusBadge } from './topup-status-badge';

/**
 * The deposit confirmation screen: how to pay one top-up request and its live status. Polled every
 * few seconds while open; when it is credited the account (and so every balance card) is refreshed
 * in place and the result snackbar says so.
 */
export function TopupConfirmation({ code, from }: { code: string; from?: string | null }) {
  const { t } = useTranslation(['deposit', 'common']);
  const qc = useQueryClient();
  const topup = useTopup(code);
  const notify = useTopupResultSnackbar();
  const status = topup.data?.status;
  const seen = useRef<string | undefined>(undefined);

  useEffect(() => {
    const data = topup.data;
    if (!data) return;
    const before = seen.current;
    seen.current = data.status;
    // The first answer tells what the request already was; a change while watching is news.
    if (before === undefined || before === data.status) return;
    void qc.invalidateQueries({ queryKey: accountKey });
    void qc.invalidateQueries({ queryKey: ['deposit'] });
    if (data.status === 'success') notify('success', data);
  }, [topup.data, qc, notify]);

  if (topup.isPending) return <PageSkeleton rows={4} label={t('common:loading')} />;
  if (topup.isError)
    return isStatus(topup.error, 404) ? (
      <EmptyState
        icon="wallet"
        title={t('message.topupNotFound')}
        action={
          <Link to={depositPaths.topup(from)} className={buttonClasses('secondary')}>
            {t('confirmation.newRequest')}
          </Link>
        }
      />
    ) : (
      <div className="space-y-3">
        <Alert tone="error">{t('confirmation.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => topup.refetch()}>
          {t('common:action.retry')}
        </Button>
      </div>
    );

  const data = topup.data;
  return (
    <div className="space-y-5" data-testid="topup-confirmation" data-status={status}>
      <Card className="space-y-5">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="text-xs text-slate-500">{t('confirmation.code')}</p>
            <p className="font-mono font-semibold text-slate-900" data-testid="topup-code">
              {data.code}
            </p>
          </div>
          <TopupStatusBadge status={data.status} className="text-sm" />
        </header>
        <StatusBody topup={data} from={from} />
      </Card>
      {canClaimTopup(data) && <ClaimSection topup={data} />}
      {data.claim && <ClaimStatus topup={data} />}
    </div>
  );
}

function StatusBody({ topup, from }: { topup: DepositTopup; from?: string | null }) {
  const { t } = useTranslation(['deposit', 'common']);
  const bank = isOwnBankTransfer(topup.method);
  const back = safeReturnPath(from);
  switch (topup.status) {
    case 'pending':
      if (topup.paid_at) return <PaidAfterCutoff topup={topup} />;
      return bank ? <PendingBank topup={topup} /> : <PendingGateway topup={topup} />;
    case 'claimed':
      return (
        <>
          <Alert tone="info" title={t('confirmation.claimedTitle')}>
            {t('confirmation.claimedText')}
          </Alert>
          <TopupBreakdown topup={topup} />
        </>
      );
    case 'success':
      return (
        <>
          <div role="status" className="flex flex-col items-center py-2 text-center">
            <Icon name="success" className="size-14 text-emerald-600" />
            <p className="mt-3 text-lg font-semibold text-slate-900">{t('confirmation.successTitle')}</p>
            <p className="mt-1 text-2xl font-bold text-emerald-800 tabular-nums" data-testid="topup-credited">
              {formatRupiah(topup.credited_amount ?? topup.nominal)}
            </p>
            {topup.paid_at && <p className="mt-1 text-sm text-slate-600">{formatDateTime(topup.paid_at)}</p>}
          </div>
          <TopupBreakdown topup={topup} />
          <div className="grid gap-2 sm:grid-cols-2">
            <Link to={back ?? '/'} className={buttonClasses('primary')}>
              {back ? t('confirmation.continue') : t('confirmation.toHome')}
            </Link>
            <Link to={depositPaths.depositReport} className={buttonClasses('secondary')}>
              {t('confirmation.toReport')}
            </Link>
          </div>
        </>
      );
    default:
      return (
        <>
          <div role="status" className="flex flex-col items-center py-2 text-center">
            <Icon
              name={topup.status === 'failed' ? 'alert' : 'info'}
              className={topup.status === 'failed' ? 'size-14 text-red-600' : 'size-14 text-slate-500'}
            />
            <p className="mt-3 text-lg font-semibold text-slate-900">
              {t(`confirmation.ended.${topup.status}`)}
            </p>
            {topup.claim?.status === 'rejected' && topup.claim.reason && (
              <p className="mt-1 text-sm text-slate-700">{topup.claim.reason}</p>
            )}
          </div>
          <TopupBreakdown topup={topup} />
          <Link to={depositPaths.topup(from)} className={buttonClasses('primary', 'md', true)}>
            {t('confirmation.newRequest')}
          </Link>
        </>
      );
  }
}

/** Pay before the request expires: the time left, ticking. */
function Deadline({ topup }: { topup: DepositTopup }) {
  const { t } = useTranslation(['deposit', 'common']);
  const left = useTimeLeft(topup.expires_at);
  return (
    <div className="flex items-center gap-3 rounded-xl bg-slate-50 px-3.5 py-3" data-testid="topup-deadline">
      <Icon name="clock" className="size-6 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-slate-600">
          {t('confirmation.payBefore', { time: formatDateTime(topup.expires_at) })}
        </p>
        {left > 0 ? (
          <p className="font-semibold text-slate-900 tabular-nums" aria-live="off">
            {t('confirmation.timeLeft', { time: formatTimeLeft(left) })}
          </p>
        ) : (
          <p className="font-semibold text-red-700">{t('confirmation.timeUp')}</p>
        )}
      </div>
    </div>
  );
}

/** "Checked automatically": the screen polls; nobody has to press anything. */
function Watching({ text }: { text: string }) {
  return (
    <p className="flex items-center justify-center gap-2 text-sm text-slate-600" role="status">
      <Spinner className="size-4 text-brand-700" />
      {text}
    </p>
  );
}

function PendingBank({ topup }: { topup: DepositTopup }) {
  const { t } = useTranslation(['deposit', 'common']);
  const nextDay = topup.credited_on !== null && topup.credited_on > jakartaToday(new Date(topup.created_at));
  return (
    <>
      <BankInstructions topup={topup} />
      <Deadline topup={topup} />
      {nextDay && topup.credited_on && (
        <Alert tone="warning">{t('help.cutoffNow', { date: formatDate(topup.credited_on) })}</Alert>
      )}
      <Watching text={t('confirmation.watchingBank')} />
      <CancelButton topup={topup} />
    </>
  );
}

function PendingGateway({ topup }: { topup: DepositTopup }) {
  const { t } = useTranslation(['deposit', 'common']);
  return (
    <>
      <div className="rounded-2xl border border-slate-200 p-4 text-center">
        <p className="text-sm text-slate-600">{t('confirmation.gatewayTotal')}</p>
        <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums" data-testid="topup-exact-total">
          {formatRupiah(topup.total)}
        </p>
        {topup.payment_url && (
          <Button className="mt-4" block size="lg" onClick={() => openPaymentPage(topup.payment_url ?? '')}>
            <Icon name="card" className="size-5" />
            {t('confirmation.payNow')}
          </Button>
        )}
      </div>
      <Alert tone="info">{t('message.paymentPending')}</Alert>
      <Deadline topup={topup} />
      <TopupBreakdown topup={topup} />
      <Watching text={t('confirmation.watchingGateway')} />
      <CancelButton topup={topup} />
    </>
  );
}

/** A bank transfer that arrived after the 21:30 cut-off: received, credited on the next day. */
function PaidAfterCutoff({ topup }: { topup: DepositTopup }) {
  const { t } = useTranslation(['deposit', 'common']);
  return (
    <>
      <Alert tone="success" title={t('confirmation.receivedTitle')}>
        {t('confirmation.receivedText', { date: topup.credited_on ? formatDate(topup.credited_on) : '' })}
      </Alert>
      <TopupBreakdown topup={topup} />
    </>
  );
}

function CancelButton({ topup }: { topup: DepositTopup }) {
  const { t } = useTranslation(['deposit', 'common']);
  const cancel = useCancelTopup();
  const snackbar = useSnackbar();
  const qc = useQueryClient();
  const [asking, setAsking] = useState(false);
  if (!canCancelTopup(topup.status)) return null;
  return (
    <>
      <Button
        variant="secondary"
        block
        onClick={() => setAsking(true)}
        className="border-red-200! text-red-700!"
      >
        {t('confirmation.cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('confirmation.cancelTitle')}
        message={t('confirmation.cancelText', { code: topup.code })}
        confirmLabel={t('confirmation.cancelConfirm')}
        cancelLabel={t('confirmation.cancelKeep')}
        loading={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          cancel.mutate(topup.code, {
            onSettled: () => setAsking(false),
            onError: (e) => {
              // Paid or expired meanwhile: say so and show what it is now.
              if (!isStatus(e, 409)) return;
              snackbar.show({ message: errorMessage(t, e), color: 'warning' });
              void qc.invalidateQueries({ queryKey: topupKey(topup.code) });
            },
          })
        }
      />
    </>
  );
}

function ClaimSection({ topup }: { topup: DepositTopup }) {
  const { t } = useTranslation(['deposit', 'common']);
  return (
    <Disclosure testId="claim-section" summary={t('claim.title')}>
      <div>
        <ClaimForm topup={topup} />
      </div>
    </Disclosure>
  );
}

/** The claim made for this request, with its review state. */
function ClaimStatus({ topup }: { topup: DepositTopup }) {
  const { t } = useTranslation(['deposit', 'common']);
  const claim = topup.claim;
  if (!claim) return null;
  return (
    <Card className="space-y-2" data-testid="claim-status">
      <h2 className="font-semibold text-slate-900">{t('claim.statusTitle')}</h2>
      <p className="text-sm text-slate-700">{t(`claim.status.${claim.status}`)}</p>
      {claim.note && <p className="text-sm text-slate-600">“{claim.note}”</p>}
      {claim.reason && <p className="text-sm text-red-700">{claim.reason}</p>}
      <p className="text-xs text-slate-500">{formatDateTime(claim.created_at)}</p>
    </Card>
  );
}
