import type { ConsoleUserDetail, ConsoleUserStatusRequest } from '@konter/core/contracts/console';
import { api } from '../../../lib/api-client';
import { useDetailChange } from './user-change';

/** POST console/users/:id/status (customer service): the new state and its reason (422 on `reason`). */
export const setUserStatus = (id: number, body: ConsoleUserStatusRequest) =>
  api.post<ConsoleUserDetail>(`console/users/${id}/status`, body);

export const useSetUserStatus = (id: number) =>
  useDetailChange(id, (body: ConsoleUserStatusRequest) => setUserStatus(id, body));
