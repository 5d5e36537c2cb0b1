import type { Shipment } from '@konter/core/contracts/shipping';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSnackbar } from '../../../components/ui/snackbar';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';
import { useCancelShipment } from '../api/cancel-shipment';

/** Whether the member may still cancel: booked or pending, and not picked up yet. */
export const canCancel = (s: Pick<Shipment, 'status' | 'shipping_status'>) =>
  (s.status === 'success' || s.status === 'pending') &&
  (s.shipping_status === null || s.shipping_status === 'waiting-for-pickup');

/** Cancel before pickup: a reason, and the confirmation that the deposit comes back. */
export function CancelDialog({
  shipment,
  open,
  onClose,
}: {
  shipment: Shipment;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['multicourier', 'common', 'errors']);
  const snackbar = useSnackbar();
  const cancel = useCancelShipment();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && !reason.trim();
  const failure = cancel.error
    ? isApiError(cancel.error) && cancel.error.status > 0 && cancel.error.status < 500
      ? errorMessage(t, cancel.error)
      : t('errors:shipping_cancel_failed', { reason: errorMessage(t, cancel.error) })
    : null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('cancel.title')}
      alert
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            {t('common:action.back')}
          </Button>
          <Button
            variant="danger"
            loading={cancel.isPending}
            onClick={() => {
              setTouched(true);
              if (!reason.trim()) return;
              cancel.mutate(
                { courier: shipment.courier, ref_id: shipment.ref_id, reason: reason.trim() },
                {
                  onSuccess: () => {
                    snackbar.show({ message: t('cancel.done'), color: 'success' });
                    onClose();
                  },
                },
              );
            }}
          >
            {t('cancel.confirm')}
          </Button>
        </>
      }
    >
      <div className="space-y-3" data-testid="cancel-dialog">
        <p className="text-sm text-slate-700">
          {t('cancel.text', { amount: formatRupiah(shipment.charged || shipment.total_cost) })}
        </p>
        <TextField
          label={t('cancel.reason')}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          error={missing ? t('cancel.reasonRequired') : undefined}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
    </Dialog>
  );
}
