import type { Account } from '@konter/core/contracts/account';
import { useAccount } from '../../../lib/auth';

/** Inside a private route (AccessGuard) the account is loaded; this narrows the type. */
export function useCurrentAccount(): Account {
  const { data } = useAccount();
  if (!data) throw new Error('useCurrentAccount outside a private route');
  return data;
}
