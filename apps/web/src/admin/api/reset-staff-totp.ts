import type { StaffMember } from '@konter/core/contracts/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { staffListKey } from './list-staff';

/** POST console/staff/:id/reset-totp (owner): enrols again at the next login; the account's sessions end. */
export const resetStaffTotp = (id: number) => api.post<StaffMember>(`console/staff/${id}/reset-totp`);

export function useResetStaffTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resetStaffTotp,
    onSuccess: () => qc.invalidateQueries({ queryKey: staffListKey }),
  });
}
