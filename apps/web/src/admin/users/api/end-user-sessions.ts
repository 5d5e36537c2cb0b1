import type { ConsoleUserAccess } from '@konter/core/contracts/console';
import { api } from '../../../lib/api-client';
import { useAccessChange } from './user-change';

/** POST console/users/:id/sessions/end-all (customer service): every browser of the user is signed out. */
export const endUserSessions = (id: number) =>
  api.post<ConsoleUserAccess>(`console/users/${id}/sessions/end-all`);

export const useEndUserSessions = (id: number) => useAccessChange(id, () => endUserSessions(id));
