import type { ConsoleUserDetail, ConsoleUserPermissionRequest } from '@konter/core/contracts/console';
import { api } from '../../../lib/api-client';
import { useDetailChange } from './user-change';

/** POST console/users/:id/permission (customer service): grants or revokes one permission. */
export const setUserPermission = (id: number, body: ConsoleUserPermissionRequest) =>
  api.post<ConsoleUserDetail>(`console/users/${id}/permission`, body);

export const useSetUserPermission = (id: number) =>
  useDetailChange(id, (body: ConsoleUserPermissionRequest) => setUserPermission(id, body));
