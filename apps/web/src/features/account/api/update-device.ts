import type { Device } from '@konter/core/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { devicesKey } from './get-devices';

export type DeviceAction = 'accept' | 'reject' | 'revoke';

/**
 * POST /api/v1/account/device/{id}/accept | reject | revoke [{password}] — the password only when
 * the server asks for it (password_required_recent_device: the original device, from a new one).
 */
export const updateDevice = ({
  id,
  action,
  password,
}: {
  id: string;
  action: DeviceAction;
  password?: string;
}) => api.post<Device>(`account/device/${encodeURIComponent(id)}/${action}`, password ? { password } : {});

export function useUpdateDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateDevice,
    onSettled: () => qc.invalidateQueries({ queryKey: devicesKey }),
  });
}
