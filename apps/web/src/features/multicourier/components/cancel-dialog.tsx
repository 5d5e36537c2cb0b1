import type { Shipment } from '@konter/core/contracts/shipping';
import { useTranslation } from 'react-i18next';
import { CancelReasonDialog } from '../../../components/cancel-reason-dialog';
import { useSnackbar } from '../../../components/ui/snackbar';
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
  const failure = cancel.error
    ? isApiError(cancel.error) && cancel.error.status > 0 && cancel.error.status < 500
      ? errorMessage(t, cancel.error)
      : t('errors:shipping_cancel_failed', { reason: errorMessage(t, cancel.error) })
    : null;
  return (
    <CancelReasonDialog
      open={open}
      onClose={onClose}
      title={t('cancel.title')}
      text={t('cancel.text', { amount: formatRupiah(shipment.charged || shipment.total_cost) })}
      reasonLabel={t('cancel.reason')}
      reasonRequired={t('cancel.reasonRequired')}
      confirmLabel={t('cancel.confirm')}
      pending={cancel.isPending}
      failure={failure}
      testId="cancel-dialog"
      onConfirm={(reason) =>
        cancel.mutate(
          { courier: shipment.courier, ref_id: shipment.ref_id, reason },
          {
            onSuccess: () => {
              snackbar.show({ message: t('cancel.done'), color: 'success' });
              onClose();
            },
          },
        )
      }
    />
  );
}
