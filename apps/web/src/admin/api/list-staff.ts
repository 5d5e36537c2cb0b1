import type { StaffMember } from '@konter/core/contracts/console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const staffListKey = ['console', 'staff'] as const;

/** GET console/staff (owner): every staff account, oldest first. */
export const listStaff = (signal?: AbortSignal) => api.get<StaffMember[]>('console/staff', { signal });

export const staffListQuery = () =>
  queryOptions({ queryKey: staffListKey, queryFn: ({ signal }) => listStaff(signal) });

export function useStaffList() {
  return useQuery(staffListQuery());
}
