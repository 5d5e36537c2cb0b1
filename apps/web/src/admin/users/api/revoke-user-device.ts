import type { ConsoleUserAccess } from '@konter/core/contracts/console';
import { api } from '../../../lib/api-client';
import { useAccessChange } from './user-change';

/** POST console/users/:id/devices/:deviceId/revoke (customer service): the device's sessions end. */
export const revokeUserDevice = (id: number, deviceId: string) =>
  api.post<ConsoleUserAccess>(`console/users/${id}/devices/${encodeURIComponent(deviceId)}/revoke`);

export const useRevokeUserDevice = (id: number) =>
  useAccessChange(id, (deviceId: string) => revokeUserDevice(id, deviceId), ['console_user_device_revoked']);
