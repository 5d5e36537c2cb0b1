import type { ConsoleUserDetail, UserCategory } from '@konter/core/contracts/console';
import { api } from '../../../lib/api-client';
import { useDetailChange } from './user-change';

/** POST console/users/:id/category (customer service): member, agent or master. */
export const setUserCategory = (id: number, category: UserCategory) =>
  api.post<ConsoleUserDetail>(`console/users/${id}/category`, { category });

export const useSetUserCategory = (id: number) =>
  useDetailChange(id, (category: UserCategory) => setUserCategory(id, category));
