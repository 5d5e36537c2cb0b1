import type { StaffMember, StaffRolesRequest } from '@konter/core/contracts/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { staffListKey } from './list-staff';

/** POST console/staff/:id/roles (owner): the roles replace the old ones; the last active owner keeps `owner`. */
export const setStaffRoles = ({ id, ...body }: StaffRolesRequest & { id: number }) =>
  api.post<StaffMember>(`console/staff/${id}/roles`, body);

export function useSetStaffRoles() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setStaffRoles,
    meta: { ownErrors: ['console_staff_last_owner'] },
    onSuccess: () => qc.invalidateQueries({ queryKey: staffListKey }),
  });
}
