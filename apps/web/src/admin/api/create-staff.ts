import type { StaffCreateRequest, StaffMember } from '@konter/core/contracts/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { staffListKey } from './list-staff';

/** POST console/staff (owner): 422 with field errors (e-mail taken, password too short, roles). */
export const createStaff = (body: StaffCreateRequest) => api.post<StaffMember>('console/staff', body);

export function useCreateStaff() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => qc.invalidateQueries({ queryKey: staffListKey }),
  });
}
