import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';

/**
 * The confirmation every change to a user asks first: what will happen, an optional field (the
 * status's reason), the refusal the server answered (409s, 404s) and the buttons, disabled while
 * the change is in flight. `formId`: the confirm button submits that form instead.
 */
export function ActionDialog({
  title,
  message,
  confirmLabel,
  destructive = false,
  loading,
  error,
  onConfirm,
  onCancel,
  formId,
  children,
}: {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  destructive?: boolean;
  loading: boolean;
  error?: unknown;
  onConfirm?: () => void;
  onCancel: () => void;
  formId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['console', 'common']);
  // Field errors belong to the form (children); any other refusal is said here.
  const refusal =
    isApiError(error) && !(error.status === 422 && Object.keys(error.errors ?? {}).length > 0)
      ? errorMessage(t, error)
      : null;
  return (
    <Dialog
      open
      alert
      onClose={onCancel}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={loading}>
            {t('common:action.cancel')}
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            loading={loading}
            {...(formId ? { type: 'submit' as const, form: formId } : { onClick: onConfirm })}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p>{message}</p>
        {children}
        {refusal && <Alert tone="error">{refusal}</Alert>}
      </div>
    </Dialog>
  );
}
