import type { ConsoleUserAccess } from '@konter/core/contracts/console';
import { api } from '../../../lib/api-client';
import { useAccessChange } from './user-change';

/** POST console/users/:id/sessions/:sessionId/end (customer service): that browser is signed out. */
export const endUserSession = (id: number, sessionId: string) =>
  api.post<ConsoleUserAccess>(`console/users/${id}/sessions/${encodeURIComponent(sessionId)}/end`);

export const useEndUserSession = (id: number) =>
  useAccessChange(id, (sessionId: string) => endUserSession(id, sessionId), [
    'console_user_session_not_found',
  ]);
