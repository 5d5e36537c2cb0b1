import type { Device } from '@konter/core/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { devicesKey } from './get-devices';

export type DeviceAction = 'accept' | 'reject' | 'revoke';

/** POST /api/v1/account/device/{id}/accept | reject | revoke */
export const updateDevice = ({ id, action }: { id: string; action: DeviceAction }) =>
  api.post<Device>(`account/device/${encodeURIComponent(id)}/${action}`);

export function useUpdateDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateDevice,
    onSettled: () => qc.invalidateQueries({ queryKey: devicesKey }),
  });
}
