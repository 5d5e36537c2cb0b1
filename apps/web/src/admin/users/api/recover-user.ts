import type { ConsoleUserDetail } from '@konter/core/contracts/console';
import { api } from '../../../lib/api-client';
import { useDetailChange } from './user-change';

/** POST console/users/:id/recover (customer service): reopens a deleted or closed account. */
export const recoverUser = (id: number) => api.post<ConsoleUserDetail>(`console/users/${id}/recover`);

export const useRecoverUser = (id: number) =>
  useDetailChange(id, () => recoverUser(id), ['console_user_identifiers_taken', 'console_user_not_deleted']);
