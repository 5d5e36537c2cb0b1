import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { TextField } from './ui/text-field';

/**
 * A cancel that asks for a reason first (a shipment, a shop order): "back" and the danger button; the
 * reason is required (said once the field was left or the button pressed) and sent trimmed.
 */
export function CancelReasonDialog({
  open,
  onClose,
  title,
  text,
  reasonLabel,
  reasonRequired,
  confirmLabel,
  pending,
  failure,
  onConfirm,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the cancel does (the money back). */
  text: ReactNode;
  reasonLabel: string;
  reasonRequired: string;
  confirmLabel: string;
  pending: boolean;
  /** The failed cancel's message, or nothing. */
  failure: ReactNode;
  onConfirm: (reason: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && !reason.trim();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      alert
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('action.back')}
          </Button>
          <Button
            variant="danger"
            loading={pending}
            onClick={() => {
              setTouched(true);
              if (!reason.trim()) return;
              onConfirm(reason.trim());
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3" data-testid={testId}>
        <p className="text-sm text-slate-700">{text}</p>
        <TextField
          label={reasonLabel}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          error={missing ? reasonRequired : undefined}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
    </Dialog>
  );
}
