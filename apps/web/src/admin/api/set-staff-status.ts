import type { StaffMember, StaffStatus } from '@konter/core/contracts/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { staffListKey } from './list-staff';

/** POST console/staff/:id/status (owner): disabling ends the account's sessions. */
export const setStaffStatus = ({ id, status }: { id: number; status: StaffStatus }) =>
  api.post<StaffMember>(`console/staff/${id}/status`, { status });

export function useSetStaffStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setStaffStatus,
    // The dialog shows the refusals (last owner, oneself).
    meta: { ownErrors: ['console_staff_last_owner', 'console_staff_self'] },
    onSuccess: () => qc.invalidateQueries({ queryKey: staffListKey }),
  });
}
