import { CONSOLE_CHANGED_EVENT, type Dashboard, type StaffRole } from '@konter/core/contracts/console';
import { REALTIME_EVENTS } from '@konter/core/contracts/notification';
import type { Deps } from '../../lib/deps.js';
import { jakartaDay, jakartaDayStart } from '../../lib/time.js';
import { kindsFor } from './approvals.service.js';
import { depositsByChannel, purchasesByStatus, salesBetween } from './dashboard.repository.js';

// The console's dashboard (issue 18): today's and this month's sales with the margin, today's
// purchases by status, the supplier's deposit with a low-balance warning, today's deposits by
// channel and what waits for the caller. Staff dashboards refetch on every `console:changed`
// (features/realtime), so the process keeps the figures a few seconds (one computation for every
// open dashboard), forgotten at each change (`watchDashboard`), and the supplier's balance a minute
// (its balance call is an outbound request).

const FIGURES_TTL_MS = 5_000;
const BALANCE_TTL_MS = 60_000;
/** A failed balance call is asked again sooner. */
const BALANCE_RETRY_MS = 15_000;

interface Cached<T> {
  value: T;
  at: number;
  ttl: number;
}

/** What createDeps keeps for the dashboard (`deps.dashboard`). */
export interface DashboardState {
  figures?: Cached<Promise<Figures>>;
  /** Every kind's pending count (filtered by the caller's roles when answered). */
  counts?: Cached<Promise<Map<string, number>>>;
  balance?: Cached<Promise<{ balance: number | null; checkedAt: string | null }>>;
}

export const createDashboardState = (): DashboardState => ({});

type Figures = Omit<Dashboard, 'supplier' | 'approvals'>;

const fresh = <T>(c: Cached<T> | undefined, now: number): c is Cached<T> => !!c && now - c.at < c.ttl;

async function figures(deps: Deps, now: Date): Promise<Figures> {
  const db = deps.database.db;
  const dayStart = jakartaDayStart(now);
  const tomorrow = new Date(dayStart.getTime() + 86_400_000);
  const monthStart = new Date(`${jakartaDay(now).slice(0, 8)}01T00:00:00+07:00`);
  const [today, month, purchases, deposits] = await Promise.all([
    salesBetween(db, dayStart, tomorrow),
    salesBetween(db, monthStart, tomorrow),
    purchasesByStatus(db, dayStart, tomorrow),
    depositsByChannel(db, dayStart, tomorrow),
  ]);
  return {
    at: now.toISOString(),
    sales: { today, month },
    purchases_today: purchases,
    deposits_today: deposits,
  };
}

/** The supplier's balance (cek-saldo), at most once a minute for the whole process. */
function supplierBalance(deps: Deps, now: number) {
  const state = deps.dashboard;
  if (fresh(state.balance, now)) return state.balance.value;
  const entry: NonNullable<DashboardState['balance']> = {
    value: deps.supplier.balance().then(
      (balance) => ({ balance, checkedAt: new Date().toISOString() }),
      (err: unknown) => {
        deps.logger.warn({ err }, 'supplier balance call failed (dashboard)');
        entry.ttl = BALANCE_RETRY_MS;
        return { balance: null, checkedAt: null };
      },
    ),
    at: now,
    ttl: BALANCE_TTL_MS,
  };
  state.balance = entry;
  return entry.value;
}

/** Keeps a computation `ttl` ms (not when it fails). */
function cached<T>(
  state: DashboardState,
  key: 'figures' | 'counts',
  now: number,
  compute: () => Promise<T>,
): Promise<T> {
  const current = state[key] as Cached<Promise<T>> | undefined;
  if (fresh(current, now)) return current.value;
  const value = compute();
  (state as Record<string, unknown>)[key] = { value, at: now, ttl: FIGURES_TTL_MS };
  value.catch(() => {
    if ((state[key] as Cached<Promise<T>> | undefined)?.value === value) state[key] = undefined;
  });
  return value;
}

async function allCounts(deps: Deps): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const kind of deps.approvals.all()) out.set(kind.kind, (await kind.list(deps)).length);
  return out;
}

/** GET console/dashboard. */
export async function dashboard(deps: Deps, roles: readonly StaffRole[]): Promise<Dashboard> {
  const now = Date.now();
  const state = deps.dashboard;
  const [f, supplier, counts] = await Promise.all([
    cached(state, 'figures', now, () => figures(deps, new Date(now))),
    supplierBalance(deps, now),
    cached(state, 'counts', now, () => allCounts(deps)),
  ]);
  const threshold = deps.config.SUPPLIER_BALANCE_LOW;
  return {
    ...f,
    supplier: {
      balance: supplier.balance,
      checked_at: supplier.checkedAt,
      threshold,
      low: supplier.balance !== null && supplier.balance < threshold,
    },
    approvals: kindsFor(deps, roles).map((k) => ({ kind: k.kind, count: counts.get(k.kind) ?? 0 })),
  };
}

/** The bus events after which the kept figures and counts are stale (a purchase, a deposit, a request or decision). */
const CHANGES: ReadonlySet<string> = new Set([
  REALTIME_EVENTS.transactionUpdated,
  REALTIME_EVENTS.depositUpdated,
  CONSOLE_CHANGED_EVENT,
]);

/**
 * Forgets the kept figures and counts at each change the staff sockets hear of, so the refetch that
 * event causes computes them anew; returns what stops it (createDeps's closers).
 */
export function watchDashboard(deps: Deps): () => void {
  return deps.bus.subscribe((e) => {
    if (!CHANGES.has(e.event)) return;
    deps.dashboard.figures = undefined;
    deps.dashboard.counts = undefined;
  });
}
