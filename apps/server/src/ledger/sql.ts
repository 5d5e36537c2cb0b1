import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/errors.js';

/**
 * Runs one statement on a drizzle handle (database or transaction) and returns its rows. Both
 * drivers answer `{ rows }`; ledger failures raised by the SQL functions (SQLSTATE class KL, see
 * migrations/0002_ledger.sql) become AppErrors, anything else is rethrown untouched.
 */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  try {
    const res = (await db.execute(query)) as unknown as { rows: T[] };
    return res.rows;
  } catch (err) {
    throw ledgerError(err) ?? err;
  }
}

/** drizzle wraps driver errors (DrizzleQueryError.cause); the SQLSTATE sits on the driver's error. */
function sqlState(err: unknown): { code: string; message: string } | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, message: String(message) };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The AppError a ledger SQLSTATE (KL001…KL005) maps to, for outcomes a batch reports as data. */
export const ledgerErrorFor = (code: string, message = ''): AppError | undefined =>
  ledgerError({ code, message });

export function ledgerError(err: unknown): AppError | undefined {
  const state = sqlState(err);
  switch (state?.code) {
    case 'KL001':
      return new AppError('insufficient_balance');
    case 'KL002':
      return new AppError('ledger_account_not_found');
    case 'KL003':
      return new AppError('ledger_key_conflict');
    case 'KL004':
      return new AppError('ledger_hold_not_found');
    case 'KL005':
      return new AppError('ledger_rejected', { reason: state.message });
    default:
      return undefined;
  }
}
