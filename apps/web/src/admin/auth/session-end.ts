import type { QueryClient } from '@tanstack/react-query';
import { clearConsoleSession } from '../api/get-me';

/** Why the console has no signed-in member of staff any more (the login page says so). */
export type LoginReason = 'signedOut' | 'expired';

let ended: LoginReason | null = null;

/**
 * Forgets the session (every console answer) and remembers why: the guard of the page in view then
 * sends the visitor to the login once — after a logout to the plain login ("you are signed out"),
 * after an ended session back to this page once signed in again.
 */
export function endStaffSession(qc: QueryClient, reason: LoginReason) {
  ended = reason;
  clearConsoleSession(qc);
}

/** Why the session ended, until the next sign-in. */
export const sessionEndReason = (): LoginReason | null => ended;

/** A new sign-in: nothing has ended. */
export function startStaffSession() {
  ended = null;
}
