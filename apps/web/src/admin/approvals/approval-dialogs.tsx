import {
  type ApprovalItem,
  type ApprovalRejectRequest,
  approvalRejectRequest,
} from '@konter/core/contracts/console';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog';
import { useSnackbar } from '../../components/ui/snackbar';
import { fieldClasses } from '../../components/ui/text-field';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../lib/form';
import { formatRupiah } from '../../lib/money';
import type { DecisionInput } from '../api/decide-approval';

type Decide = UseMutationResult<unknown, unknown, DecisionInput>;

/**
 * Someone else decided first (409) or the item left the queue (404): said once, the dialog closes,
 * and the queue is read again (the mutation invalidates it).
 */
function useOutcome(onClose: () => void) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  return (error: unknown): boolean => {
    if (!isApiError(error)) return false;
    if (error.code === 'console_already_decided') {
      snackbar.show({ message: t('approvals.alreadyDecided'), color: 'warning' });
      onClose();
      return true;
    }
    if (error.code === 'console_approval_not_found') {
      snackbar.show({ message: t('approvals.gone'), color: 'warning' });
      onClose();
      return true;
    }
    return false;
  };
}

const nameOf = (item: ApprovalItem) => item.member?.name ?? `#${item.id}`;

/** Approve, after a confirmation that names what happens and the amount. */
export function ApproveDialog({
  item,
  decide,
  onClose,
}: {
  item: ApprovalItem;
  decide: Decide;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const outcome = useOutcome(onClose);
  const kind = t(`approvals.kinds.${item.kind}`);
  const name = nameOf(item);
  // The dialog says the feature's own refusal (422: e.g. a transfer below the fee); others are the snackbar's.
  const refused =
    isApiError(decide.error) && decide.error.status === 422 && decide.variables?.id === item.id
      ? errorMessage(t, decide.error)
      : null;
  return (
    <ConfirmDialog
      open
      destructive={false}
      title={t('approvals.approveDialog.title', { kind })}
      message={
        <span className="block space-y-2" data-testid="approve-dialog">
          <span className="block font-medium text-slate-900">
            {t(`approvals.approveDialog.${item.kind}`, {
              name,
              amount: item.amount === null ? '' : formatRupiah(item.amount),
            })}
          </span>
          <span className="block text-sm text-slate-600">{t('approvals.approveDialog.once')}</span>
          {refused && (
            <Alert tone="error" className="mt-2">
              {refused}
            </Alert>
          )}
        </span>
      }
      confirmLabel={t('approvals.approveDialog.confirm')}
      loading={decide.isPending}
      onCancel={onClose}
      onConfirm={() =>
        decide.mutate(
          { kind: item.kind, id: item.id, decision: 'approve' },
          {
            onSuccess: () => {
              snackbar.show({ message: t('approvals.approveDialog.done', { kind, name }), color: 'success' });
              onClose();
            },
            onError: (e) => void outcome(e),
          },
        )
      }
    />
  );
}

/** Reject, with the reason the member reads (3–300 characters, the contract's rule). */
export function RejectDialog({
  item,
  decide,
  onClose,
}: {
  item: ApprovalItem;
  decide: Decide;
  onClose: () => void;
}) {
  const { t } = useTranslation(['console', 'common']);
  const snackbar = useSnackbar();
  const outcome = useOutcome(onClose);
  const formId = useId();
  const form = useLocalizedForm<ApprovalRejectRequest, ApprovalRejectRequest>(approvalRejectRequest, {
    defaultValues: { reason: '' },
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const kind = t(`approvals.kinds.${item.kind}`);
  const name = nameOf(item);
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(({ reason }) =>
    decide.mutate(
      { kind: item.kind, id: item.id, decision: 'reject', reason },
      {
        onSuccess: () => {
          snackbar.show({ message: t('approvals.rejectDialog.done', { kind, name }), color: 'success' });
          onClose();
        },
        onError: (e) => {
          if (!outcome(e)) server.handle(e);
        },
      },
    ),
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('approvals.rejectDialog.title', { kind, name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={decide.isPending}>
            {t('common:action.cancel')}
          </Button>
          <Button
            variant="danger"
            type="submit"
            form={formId}
            loading={decide.isPending}
            data-testid="reject-confirm"
          >
            {t('approvals.rejectDialog.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-3">
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <div>
          <label htmlFor={`${formId}-reason`} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('approvals.rejectDialog.reason')}
          </label>
          <textarea
            id={`${formId}-reason`}
            rows={3}
            maxLength={300}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${formId}-reason-help`}
            className={cn(fieldClasses(Boolean(error)), 'py-2.5')}
            data-testid="reject-reason"
            {...form.register('reason')}
          />
          <p
            id={`${formId}-reason-help`}
            className={cn('mt-1 text-sm', error ? 'text-red-700' : 'text-slate-600')}
          >
            {error ?? t('approvals.rejectDialog.reasonHelp')}
          </p>
        </div>
      </form>
    </Dialog>
  );
}
