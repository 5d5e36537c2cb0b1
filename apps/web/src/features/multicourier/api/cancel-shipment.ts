import type { CancelShipmentRequest, MulticourierCourier, Shipment } from '@konter/core/contracts/shipping';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKey } from '../../../lib/auth';
import { courierPath, multicourierKey } from './keys';

/** POST mlo/transaction/{courier}/cancel {ref_id, reason}: before pickup only; the deposit comes back once. */
export function useCancelShipment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ courier, ...body }: CancelShipmentRequest & { courier: MulticourierCourier }) =>
      api.post<Shipment>(courierPath(courier, 'cancel'), body),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: multicourierKey });
      void qc.invalidateQueries({ queryKey: accountKey });
    },
    meta: { ownFailures: true },
  });
}
