import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { UplineDebtsSection } from '../../../features/debt';
import {
  type AgentLoanView,
  type LoanRepayment,
  LoanRequestForm,
  LoanSummary,
  PaymentHistory,
  PendingRequest,
  RepayForm,
  useAgentDebt,
  useLoanRealtime,
} from '../../../features/loan';
import { useAccount } from '../../../lib/auth';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';
import { siteConfigQuery } from '../../../lib/site-config';

/** The last request when it ended rejected: the admin's reason, or that the user cancelled it. */
function LastRejected({ loan }: { loan: AgentLoanView }) {
  const { t } = useTranslation('loan');
  if (loan.status !== 'rejected') return null;
  if (loan.cancelled_at) return <Alert tone="info">{t('rejected.cancelledTitle')}</Alert>;
  return (
    <Alert tone="warning" title={t('rejected.title')}>
      {loan.rejected_reason && (
        <p>
          {t('field.reason')}: {loan.rejected_reason}
        </p>
      )}
    </Alert>
  );
}

function LoanBody() {
  const { t } = useTranslation(['loan', 'common']);
  const account = useAccount().data;
  const q = useAgentDebt();
  const [done, setDone] = useState<LoanRepayment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useLoanRealtime();
  if (q.isPending || !account) return <PageSkeleton rows={4} label={t('common:loading')} />;
  if (q.isError)
    return (
      <div className="space-y-3">
        <Alert tone="error">{errorMessage(t, q.error) ?? t('loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void q.refetch()}>
          {t('common:action.retry')}
        </Button>
      </div>
    );
  const loan = q.data;
  const isAgent = account.category === 2 || account.category === 3;
  const notice_ = notice && <Alert tone="success">{notice}</Alert>;
  if (loan?.status === 'pending')
    return (
      <>
        {notice_}
        <PendingRequest loan={loan} onCancelled={() => setNotice(t('pending.cancelled'))} />
      </>
    );
  if (loan?.status === 'active')
    return (
      <>
        {done && (
          <Alert tone="success" title={t('repay.doneTitle')}>
            <p data-testid="loan-repaid">
              {t('repay.doneText', {
                amount: formatRupiah(done.amount),
                code: done.code,
                usage: formatRupiah(done.usage_after),
              })}
            </p>
          </Alert>
        )}
        <LoanSummary loan={loan} />
        <RepayForm loan={loan} account={account} onRepaid={setDone} />
        <PaymentHistory />
      </>
    );
  return (
    <>
      {notice_}
      {loan && <LastRejected loan={loan} />}
      {loan?.status === 'inactive' && <LoanSummary loan={loan} />}
      {isAgent ? (
        <LoanRequestForm
          onSent={() => {
            setNotice(t('request.sent'));
            window.scrollTo({ top: 0 });
          }}
        />
      ) : (
        <EmptyState
          icon="user"
          title={t('agentsOnlyTitle')}
          description={t('agentsOnlyText')}
          action={
            <Link to="/agency" className={buttonClasses('primary')}>
              {t('agentsOnlyCta')}
            </Link>
          }
        />
      )}
      {loan?.status === 'inactive' && <PaymentHistory />}
    </>
  );
}

/**
 * /account/utang (account::utang): the user's agent loan (spec §3 Agent loan) — request, waiting for
 * approval, the active loan with its repayment from the deposit and history — and, below, the debts
 * to the user's upline (features/debt). Calls §6: the loan is fetched only when the site's
 * agentDebtEnabled flag is on.
 */
export default function AgentDebtPage() {
  const { t } = useTranslation(['loan', 'common']);
  const account = useAccount();
  const site = useQuery({ ...siteConfigQuery(account.data?.id ?? null), enabled: !account.isPending });
  return (
    <Page title={t('title')} description={t('intro')} toolbarTitle>
      {site.isPending ? (
        <PageSkeleton rows={4} label={t('common:loading')} />
      ) : site.data?.agentDebtEnabled ? (
        <LoanBody />
      ) : (
        <EmptyState icon="info" title={t('disabledTitle')} description={t('disabledText')} />
      )}
      <UplineDebtsSection />
    </Page>
  );
}
