import type { ConsoleUserDetail } from '@konter/core/contracts/console';
import { api } from '../../../lib/api-client';
import { useDetailChange } from './user-change';

/** POST console/users/:id/pin/unlock (customer service): 409 `console_user_pin_not_locked` when there is nothing to lift. */
export const unlockUserPin = (id: number) => api.post<ConsoleUserDetail>(`console/users/${id}/pin/unlock`);

export const useUnlockUserPin = (id: number) =>
  useDetailChange(id, () => unlockUserPin(id), ['console_user_pin_not_locked']);
