import type { StaffMe } from '@konter/core/contracts/console';
import { createContext, useContext } from 'react';

/** The signed-in member of staff, provided by RequireStaff to every console page. */
export const StaffContext = createContext<StaffMe | null>(null);

export function useStaff(): StaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff needs <RequireStaff>');
  return staff;
}
