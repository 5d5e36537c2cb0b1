import type { DepositTopupListQuery, DepositTopupRequest } from '@konter/core/contracts/deposit';
import { depositCreditDate, pickUniqueCode, topupNominalRule, topupTotal } from '@konter/core/deposit';
import { type BankChannel, parsePaymentMethod, paymentFee } from '@konter/core/payment';
import { type Locale, parseRuleKey, toRuleParams } from '@konter/core/validation/index';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import type { User } from '../auth/index.js';
import { assertCanTransact } from '../auth/index.js';
import { walletCode } from './codes.js';
import { publishTopup, recordTopupEnded } from './credit.js';
import {
  cancelTopup as cancelRow,
  countOpenBankTopups,
  type DepositTopupRow,
  failTopup,
  findTopupByCode,
  insertTopup,
  listTopups,
  lockMemberTopups,
  type NewDepositTopup,
  setGatewayPayment,
  takenUniqueCodes,
} from './deposit.repository.js';
import { bankAccountFor, getDepositSettings, isMethodAvailable, serviceFeeOf } from './deposit.settings.js';
import type { GatewayProvider } from './gateways.js';
import { topupView } from './topup.view.js';

export interface Clock {
  /** The request's time (tests inject it: the 21:30 cut-off and expiry depend on it). */
  now?: Date;
  locale?: Locale;
}

/** The failed notification's reason when the gateway could not start the payment. */

/** A nominal the rules refuse (min_topup, steps of 1000): the rule on the field, in the caller's language. */
function nominalRuleError(ruleKey: string) {
  const { rule, args } = parseRuleKey(ruleKey);
  const params = toRuleParams(rule, args) as Record<string, string | number>;
  return new AppError('validation_failed', undefined, {
    errors: { nominal: [{ code: `rule:${rule}`, params }] },
  });
}

const retryable = (err: unknown) =>
  isUniqueViolation(err, 'deposit_topups_open_total_key') ||
  isUniqueViolation(err, 'deposit_topups_code_key');

/**
 * A top-up request (spec §3 Deposit top-up). Every rule is checked first, so bad input changes
 * nothing: the nominal against min_topup and the step of 1000, the preset list when custom nominals
 * are off, the method among the available ones. Our own bank transfer gets a unique 3-digit code
 * that makes its total unique among the open requests at that bank; a gateway gets its payment page.
 */
export async function createTopup(
  deps: Deps,
  user: User,
  input: Omit<DepositTopupRequest, 'holder_name'> & { holder_name?: string },
  opts: Clock = {},
): Promise<DepositTopupRow> {
  const now = opts.now ?? new Date();
  const db = deps.database.db;
  // Money in is not a sale: developer mode (which blocks real transactions) does not stop it.
  if (user.status !== 'active') assertCanTransact(user);
  const settings = await getDepositSettings(db);
  const rule = topupNominalRule(input.nominal, settings.min_topup);
  if (rule) throw nominalRuleError(rule);
  if (!settings.allow_custom_nominals && !settings.nominals.includes(input.nominal))
    throw fieldError('nominal', 'nominal_not_available');
  if (!isMethodAvailable(deps, input.method)) throw fieldError('method', 'no_active_payment_method');
  const method = parsePaymentMethod(input.method)!;
  const fee = paymentFee({
    method: input.method,
    amount: input.nominal,
    purpose: 'deposit',
    customerPaysFee: settings.pay_external_payment_fee,
    serviceFee: serviceFeeOf(deps, input.method),
    shopeepayOwnRate: settings.shopeepay_own_rate,
  });
  const base = {
    userId: user.id,
    nominal: input.nominal,
    fee: fee.fee,
    serviceFee: fee.serviceFee,
    merchantFee: fee.merchantFee,
    method: input.method,
    provider: method.provider,
    holderName: input.holder_name ?? null,
    expiresAt: new Date(now.getTime() + deps.config.DEPOSIT_TOPUP_EXPIRY_HOURS * 3_600_000),
    createdAt: now,
    updatedAt: now,
  } satisfies Partial<NewDepositTopup>;
  if (method.provider === 'bank_transfer') return createBankTopup(deps, base, method.channel, now);
  return createGatewayTopup(deps, user, base, method.provider, now);
}

type Base = Omit<NewDepositTopup, 'code' | 'total'>;

async function createBankTopup(deps: Deps, base: Base, bank: BankChannel, now: Date) {
  const limit = deps.config.DEPOSIT_OPEN_TOPUPS_PER_USER;
  const account = bankAccountFor(deps, bank)!;
  const fee = base.fee ?? 0;
  // A concurrent request may take the chosen total first: the unique index refuses the second,
  // which picks again (in a new transaction: the failed insert ended the first).
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      return await deps.database.db.transaction(async (tx) => {
        // Counted under the member's lock: parallel requests cannot all pass the count.
        if (limit > 0) {
          await lockMemberTopups(tx, base.userId);
          if ((await countOpenBankTopups(tx, base.userId)) >= limit)
            throw new AppError('too_many_open_topups');
        }
        const uniqueCode = pickUniqueCode(await takenUniqueCodes(tx, bank, base.nominal + fee, now));
        if (uniqueCode === null) throw new AppError('topup_failed', undefined, { retryAfter: 60 });
        return insertTopup(tx, {
          ...base,
          code: walletCode('DEP', now),
          uniqueCode,
          total: topupTotal({ nominal: base.nominal, fee, uniqueCode }),
          bank,
          bankAccountNumber: account.accountNumber,
          bankAccountName: account.accountName,
          creditOn: depositCreditDate(now),
        });
      });
    } catch (err) {
      if (!retryable(err)) throw err;
    }
  }
  throw new AppError('topup_failed', undefined, { retryAfter: 5 });
}

/**
 * A gateway top-up: the row first (committed, so a webhook that comes back at once finds it), then
 * the gateway's payment page. If the gateway refuses or cannot be reached, nothing was paid: the
 * request is failed (the compensation) and the user is told to try again.
 */
async function createGatewayTopup(deps: Deps, user: User, base: Base, provider: GatewayProvider, now: Date) {
  const db = deps.database.db;
  const gateway = deps.topupGateways?.[provider];
  if (!gateway) throw fieldError('method', 'no_active_payment_method');
  let row: DepositTopupRow | undefined;
  for (let attempt = 0; !row; attempt++) {
    try {
      row = await insertTopup(db, {
        ...base,
        code: walletCode('DEP', now),
        total: base.nominal + (base.fee ?? 0),
      });
    } catch (err) {
      if (attempt >= 3 || !retryable(err)) throw err;
    }
  }
  try {
    const started = await gateway.start(row, { name: user.name, email: user.email, phone: user.hp });
    return (await setGatewayPayment(db, row.id, started)) ?? row;
  } catch (err) {
    // Failed with its notification (status 2) in one transaction; the answer tells the user too.
    const failed = await db.transaction(async (tx) => {
      const f = await failTopup(tx, row.id, (err as Error).message || 'gateway error');
      return (
        f && {
          topup: f,
          notification: await recordTopupEnded(deps, tx, f, 'failed', 'reason_payment_not_started'),
        }
      );
    });
    if (failed) publishTopup(deps, failed.topup, { notification: failed.notification });
    throw new AppError('topup_failed', undefined, { retryAfter: 5 });
  }
}

/** The owner's request; anyone else's is not found. */
export async function getTopup(deps: Deps, user: User, code: string): Promise<DepositTopupRow> {
  const row = await findTopupByCode(deps.database.db, code);
  if (!row || row.userId !== user.id) throw new AppError('topup_not_found');
  return row;
}

/** Cancels the owner's open request (pending and unpaid): it stops matching at once. */
export async function cancelTopup(deps: Deps, user: User, code: string): Promise<DepositTopupRow> {
  const row = await cancelRow(deps.database.db, user.id, code);
  if (row) {
    deps.bus.publish({ userId: user.id, event: 'deposit.updated', payload: { code, status: row.status } });
    return row;
  }
  await getTopup(deps, user, code);
  throw new AppError('topup_not_cancelable');
}

/** GET deposit/topup: the owner's requests, newest first, one page. */
export async function listOwnTopups(deps: Deps, userId: number, q: DepositTopupListQuery) {
  const { rows, total } = await listTopups(deps.database.db, userId, q, q.page, q.per_page);
  return {
    data: rows.map(topupView),
    meta: { current_page: q.page, last_page: Math.max(1, Math.ceil(total / q.per_page)), total },
  };
}
