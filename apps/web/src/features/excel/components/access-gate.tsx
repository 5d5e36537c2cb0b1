import { EXCEL_ACCESS_NOTE_MAX } from '@konter/core/contracts/excel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { useExcelAccessRequest, useRequestExcelAccess } from '../api';

/**
 * Top up by Excel is for members customer service granted it (the `excel_topup` permission). Until
 * then the page says so and lets the member ask (with an optional note), shows a pending request,
 * or a rejection's reason with the offer to ask again. The decision is taken in the operations
 * console's approvals queue; the member is notified.
 */
export function ExcelAccessGate() {
  const { t } = useTranslation('excel');
  const status = useExcelAccessRequest();
  const request = useRequestExcelAccess();
  const [note, setNote] = useState('');

  if (status.isPending) return <Skeleton className="h-48 w-full rounded-2xl" />;
  if (status.isError) return <Alert tone="error">{errorMessage(t, status.error)}</Alert>;
  const latest = status.data.request;
  const pending = latest?.status === 'pending';
  const rejected = latest?.status === 'rejected';
  const failed =
    request.isError && !(isApiError(request.error) && request.error.code === 'excel_access_request_pending')
      ? errorMessage(t, request.error)
      : null;

  return (
    <Card className="space-y-4" aria-labelledby="excel-gate-title" data-testid="excel-access-gate">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name="upload" className="size-5" />
        </span>
        <div>
          <h2 id="excel-gate-title" className="font-semibold text-slate-900">
            {t('gate.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('gate.intro')}</p>
        </div>
      </div>
      {pending ? (
        <Alert tone="info" title={t('gate.pendingTitle')}>
          {t('gate.pendingText', { date: formatDateTime(latest.created_at) })}
        </Alert>
      ) : (
        <form
          className="space-y-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            request.mutate({ note: note.trim() || undefined });
          }}
        >
          {rejected && (
            <Alert tone="error" title={t('gate.rejectedTitle')}>
              {latest.reason && <p>{t('gate.rejectedText', { reason: latest.reason })}</p>}
              <p>{t('gate.rejectedAgain')}</p>
            </Alert>
          )}
          <div>
            <label htmlFor="excel-access-note" className="mb-1.5 block text-sm font-medium text-slate-700">
              {t('gate.note')}
            </label>
            <textarea
              id="excel-access-note"
              rows={3}
              maxLength={EXCEL_ACCESS_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              aria-describedby="excel-access-note-help"
              className="w-full rounded-xl border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none"
              data-testid="excel-access-note"
            />
            <p id="excel-access-note-help" className="mt-1 text-sm text-slate-600">
              {t('gate.noteHelp', { max: EXCEL_ACCESS_NOTE_MAX })}
            </p>
          </div>
          {failed && <Alert tone="error">{failed}</Alert>}
          <Button type="submit" block loading={request.isPending} data-testid="excel-access-request">
            {t(rejected ? 'gate.requestAgain' : 'gate.request')}
          </Button>
        </form>
      )}
    </Card>
  );
}
