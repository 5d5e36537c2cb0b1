import { useLocation } from 'react-router';

/** The referral pages live under /account/referral and /agent-center/referral alike. */
export function useReferralBase(): string {
  const { pathname } = useLocation();
  return pathname.startsWith('/agent-center') ? '/agent-center/referral' : '/account/referral';
}
