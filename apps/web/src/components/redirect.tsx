import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A guard's redirect (`replace`) that fires once for every navigation it is rendered for.
 * React Router's `<Navigate>` navigates from an effect keyed on its target only: when a second
 * visit to a guarded URL re-renders the same, still-mounted element (the page it redirected to
 * was a transition that had not committed yet), its effect does not run again and the guard lets
 * the page through. Every router navigation gives a new location (a new key), so keying the
 * effect on it redirects every visit. `to` is an absolute path; `state` travels with the redirect
 * (e.g. why it happened, for the page it lands on to say so).
 */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const location = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new location is a visit to redirect
  useEffect(() => {
    void navigate(to, { replace: true, state });
  }, [navigate, to, location]);
  return null;
}
