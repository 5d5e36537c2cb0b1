import type { DepositTransferRequest } from '@konter/core/contracts/deposit';
import { formatRupiah } from '@konter/core/money';
import { normalizeHp } from '@konter/core/phone';
import { transfer } from '../../ledger/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import type { User } from '../auth/index.js';
import { assertCanTransact, checkPassword } from '../auth/index.js';
import { getDepositSettings, walletCode } from '../deposit/index.js';
import type { NotificationRow } from '../notifications/index.js';
import { getSiteSettings } from '../site/index.js';
import {
  type DepositTransferRow,
  findActiveUserByHp,
  findTransferByLedgerKey,
  insertDepositTransfer,
} from './wallet.repository.js';

/** The answer of POST deposit/transfer (also a replay's, from the first transfer's row). */
const transferView = (row: DepositTransferRow, receiver: { hp: string; name: string }) => ({
  code: row.code,
  amount: row.amount,
  phone: receiver.hp,
  receiver_name: receiver.name,
  note: row.note,
  created_at: row.createdAt.toISOString(),
});

/** The receiver of a deposit transfer: an active, open account other than the sender's. */
async function findReceiver(deps: Deps, sender: User, phone: string) {
  const hp = normalizeHp(phone);
  const receiver = hp ? await findActiveUserByHp(deps.database.db, hp) : undefined;
  if (!receiver) throw fieldError('phone', 'transfer_receiver_not_found');
  if (receiver.id === sender.id) throw fieldError('phone', 'transfer_to_self');
  return receiver;
}

/**
 * Spec §6: transfers need the switches and the administrator's per-user permission. There are two
 * switches — the site flag `allowTransfer` (site setting `allow_transfer`, in the site config) and the
 * deposit setting `allow_deposit_transfer` — and a transfer is allowed only when both are on; the web
 * decides the Transfer button the same way (features/deposit/access.ts mayTransfer).
 */
export async function assertMayTransfer(deps: Deps, user: User) {
  assertCanTransact(user);
  const db = deps.database.db;
  const [site, deposit] = await Promise.all([getSiteSettings(db), getDepositSettings(db)]);
  if (!site.allow_transfer || !deposit.allow_deposit_transfer) throw new AppError('transfer_disabled');
  if (!user.permissions.includes('deposit_transfer')) throw new AppError('transfer_no_permission');
}

/** POST deposit/transfer/check: who the phone number belongs to, before the user confirms. */
export async function checkReceiver(deps: Deps, sender: User, phone: string) {
  await assertMayTransfer(deps, sender);
  const r = await findReceiver(deps, sender, phone);
  return { phone: r.hp, receiver_name: r.name };
}

/**
 * Deposit to another member's deposit (spec §3 Deposit transfer): the switches and permission, the
 * receiver, the re-entered password, then ONE database transaction with the ledger movement (key
 * `transfer:<code>`; the guarded debit refuses an overdraft), the transfer's row and a notification
 * for each side. Realtime events go out after commit.
 *
 * With an Idempotency-Key (per user) the ledger key derives from it (`transfer:u<user>:<key>`): the
 * first request moves the money, and a repeat — one after another or concurrently, whatever its
 * body — answers the first transfer and moves nothing (the ledger replays a used key; the second
 * transaction then finds the first's row). A request that failed kept nothing, so its retry is new.
 */
export async function transferDeposit(
  deps: Deps,
  from: { user: User; deviceId: string },
  input: DepositTransferRequest,
  idempotencyKey?: string,
) {
  const sender = from.user;
  const ledgerKey = idempotencyKey ? `transfer:u${sender.id}:${idempotencyKey}` : undefined;
  if (ledgerKey) {
    const first = await findTransferByLedgerKey(deps.database.db, ledgerKey);
    if (first) return transferView(first.transfer, first.receiver);
  }
  await assertMayTransfer(deps, sender);
  const receiver = await findReceiver(deps, sender, input.phone);
  if (!(await checkPassword(deps, sender, input.password, { ip: null, trustedDeviceId: from.deviceId }))) {
    throw fieldError('password', 'wrong_password');
  }
  const note = input.note ? input.note : null;
  for (let attempt = 0; ; attempt++) {
    const code = walletCode('TRF');
    try {
      const notes: NotificationRow[] = [];
      const replay: { first?: NonNullable<Awaited<ReturnType<typeof findTransferByLedgerKey>>> } = {};
      const row = await deps.database.db.transaction(async (tx) => {
        const moved = await transfer(tx, {
          key: ledgerKey ?? `transfer:${code}`,
          debit: { userId: sender.id, kind: 'deposit' },
          credit: { userId: receiver.id, kind: 'deposit' },
          amount: input.amount,
          kind: 'deposit_transfer',
          reference: code,
          meta: { sender: sender.id, receiver: receiver.id },
        });
        if (moved.replayed) {
          // The same Idempotency-Key committed first (a concurrent retry): its transfer is the answer.
          replay.first = await findTransferByLedgerKey(tx, ledgerKey!);
          return undefined;
        }
        const saved = await insertDepositTransfer(tx, {
          code,
          senderId: sender.id,
          receiverId: receiver.id,
          amount: input.amount,
          note,
          ledgerTransferId: moved.transferId,
          senderBalanceAfter: moved.debitBalanceAfter,
          receiverBalanceAfter: moved.creditBalanceAfter,
        });
        const amount = formatRupiah(input.amount);
        notes.push(
          await deps.notifier.record(tx, {
            userId: sender.id,
            type: 'deposit',
            status: 1,
            title: 'transfer_out_title',
            body: note ? 'transfer_note_body' : 'transfer_body',
            params: { amount, name: receiver.name, code, ...(note ? { note } : {}) },
            data: { code, kind: 'transfer_out' },
          }),
          await deps.notifier.record(tx, {
            userId: receiver.id,
            type: 'deposit',
            status: 1,
            title: 'transfer_in_title',
            body: note ? 'transfer_note_body' : 'transfer_body',
            params: { amount, name: sender.name, code, ...(note ? { note } : {}) },
            data: { code, kind: 'transfer_in' },
          }),
        );
        return saved;
      });
      if (!row) {
        if (!replay.first) throw new Error(`ledger key ${ledgerKey} replayed without its transfer row`);
        return transferView(replay.first.transfer, replay.first.receiver);
      }
      deps.notifier.publish(notes);
      for (const [userId, deposit] of [
        [sender.id, row.senderBalanceAfter],
        [receiver.id, row.receiverBalanceAfter],
      ] as const) {
        deps.bus.publish({ userId, event: 'deposit.updated', payload: { code, deposit } });
      }
      return transferView(row, receiver);
    } catch (err) {
      if (err instanceof AppError && err.code === 'insufficient_balance')
        throw fieldError('amount', 'insufficient_balance');
      // A code taken by a concurrent transfer (1 in 10^8 a day): nothing was kept, draw another.
      if (attempt < 3 && isUniqueViolation(err, 'deposit_transfers_code_key')) continue;
      throw err;
    }
  }
}
