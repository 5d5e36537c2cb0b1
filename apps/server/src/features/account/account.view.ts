import type { Account } from '@konter/core/contracts/account';
import type { Db } from '../../db/client.js';
import { getUserBalances } from '../../ledger/index.js';
import type { User } from '../auth/index.js';
import { agentDebtSummary } from '../loan/index.js';

const COURIERS = [
  'sicepat',
  'idexpress',
  'ninja_xpress',
  'sap_express',
  'jnt_cargo',
  'jnt_express',
  'jne_express',
  'lion_parcel',
] as const;

/** The spec's account response (§7.1), with balances read from the ledger. */
export async function accountView(db: Db, user: User): Promise<Account> {
  const balances = await getUserBalances(db, user.id);
  const flags = user.courierFlags ?? {};
  return {
    id: user.id,
    hp: user.hp,
    email: user.email,
    name: user.name,
    category: user.category,
    status: user.status,
    deposit: balances.deposit,
    cashback_wallet: balances.cashback,
    // The active agent loan's remaining limit (the loan account's balance), usage and due date.
    agent_debt: await agentDebtSummary(db, user.id, balances.loan),
    email_notification: user.emailNotification,
    avatar: user.avatar,
    referal_code: user.referalCode,
    permissions: user.permissions,
    font_size: user.fontSize,
    font_family: user.fontFamily,
    locale: (user.locale as Account['locale']) ?? null,
    user_permission_setting: user.userPermissionSetting ?? {},
    phone_verified_at: user.phoneVerifiedAt?.toISOString() ?? null,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    has_pin: Boolean(user.pinHash),
    is_sales: user.isSales,
    developer_mode: user.developerMode,
    is_agen_mlo: user.isAgenMlo,
    ...(Object.fromEntries(COURIERS.map((c) => [c, Boolean(flags[c])])) as Record<
      (typeof COURIERS)[number],
      boolean
    >),
    deleted_at: user.deletedAt?.toISOString() ?? null,
  };
}
