import type { ConsoleSyncRun } from '@konter/core/contracts/console-catalogue';
import type { LedgerCheckRun } from '@konter/core/contracts/console-reports';

/**
 * Console work that runs once at a time on a server (createDeps makes one per process): the
 * catalogue's "sync now" (a second click is refused while it runs; its last result is shown) and
 * the ledger check (a second request joins the run under way).
 */
export interface ConsoleRuns {
  sync: { running: boolean; last: ConsoleSyncRun | null };
  ledgerCheck: Promise<LedgerCheckRun> | null;
}

export const createConsoleRuns = (): ConsoleRuns => ({
  sync: { running: false, last: null },
  ledgerCheck: null,
});
