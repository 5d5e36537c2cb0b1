import type { CreateShipmentRequest, MulticourierCourier, Shipment } from '@konter/core/contracts/shipping';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKey } from '../../../lib/auth';
import { courierPath, multicourierKey } from './keys';

/**
 * POST mlo/transaction/{courier}/create_order (PIN): the shipment, its cost held on the deposit.
 * The deposit shown everywhere (the account) and every multi-courier list refresh after it.
 */
export function useCreateShipment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ courier, ...body }: CreateShipmentRequest & { courier: MulticourierCourier }) =>
      api.post<Shipment>(courierPath(courier, 'create_order'), body),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: multicourierKey });
      void qc.invalidateQueries({ queryKey: accountKey });
    },
    meta: { ownErrors: ['pin_locked'], ownFailures: true },
  });
}
