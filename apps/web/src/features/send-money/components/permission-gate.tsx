import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { useRequestSendMoney, useSendMoneyStatus } from '../api/send-money-status';

/**
 * Send money is for verified members an administrator approved (spec §6). Until then the page
 * explains why and how: verify first (a link to the profile), request the permission, wait
 * (pending), or read the rejection's reason and ask again. With the permission: `children`.
 */
export function SendMoneyGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('sendMoney');
  const status = useSendMoneyStatus();
  const request = useRequestSendMoney();

  if (status.isPending) return <Skeleton className="h-48 w-full rounded-2xl" />;
  if (status.isError) return <Alert tone="error">{errorMessage(t, status.error)}</Alert>;
  const { allowed, verified, request: latest } = status.data;
  if (allowed) return <>{children}</>;

  const failed =
    request.isError && !(isApiError(request.error) && request.error.code === 'send_money_request_pending')
      ? errorMessage(t, request.error)
      : null;
  const pending = latest?.status === 'pending';
  const rejected = latest?.status === 'rejected';
  return (
    <Card className="space-y-4" aria-labelledby="send-money-gate-title">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name="send" className="size-5" />
        </span>
        <div>
          <h2 id="send-money-gate-title" className="font-semibold text-slate-900">
            {t('gate.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('gate.intro')}</p>
        </div>
      </div>
      <ol className="space-y-2 text-sm text-slate-700">
        {(['verify', 'request', 'approved'] as const).map((step, i) => (
          <li key={step} className="flex gap-2">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-700">
              {i + 1}
            </span>
            <span>{t(`gate.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
      {pending ? (
        <Alert tone="info" title={t('gate.pendingTitle')}>
          {t('gate.pendingText', { date: formatDateTime(latest.created_at) })}
        </Alert>
      ) : !verified ? (
        <Alert tone="warning" title={t('gate.verifyTitle')}>
          <p>{t('gate.verifyText')}</p>
          <Link
            to="/account/profile"
            className="mt-1 inline-block font-semibold underline underline-offset-2"
          >
            {t('gate.verifyLink')}
          </Link>
        </Alert>
      ) : (
        <>
          {rejected && (
            <Alert tone="error" title={t('gate.rejectedTitle')}>
              {latest.reason && <p>{t('gate.rejectedText', { reason: latest.reason })}</p>}
              <p>{t('gate.rejectedAgain')}</p>
            </Alert>
          )}
          {failed && <Alert tone="error">{failed}</Alert>}
          <Button block loading={request.isPending} onClick={() => request.mutate()}>
            {t(rejected ? 'gate.requestAgain' : 'gate.request')}
          </Button>
        </>
      )}
    </Card>
  );
}
