import type { Account } from '@konter/core/contracts/account';
import type { PaymentMethod } from '@konter/core/contracts/purchase';

export interface Wallet {
  method: PaymentMethod;
  balance: number;
}

/**
 * The wallets a user can pay from (spec §1, §6): the deposit always; the cashback wallet for agents
 * and masters (or whoever has cashback); the loan when a credit line is open.
 */
export function walletsOf(account: Account): Wallet[] {
  const out: Wallet[] = [{ method: 'deposit', balance: account.deposit }];
  const cashback = account.cashback_wallet;
  if (cashback !== null && (cashback > 0 || account.category >= 2))
    out.push({ method: 'cashback', balance: cashback });
  if (account.agent_debt.deposit > 0) out.push({ method: 'loan', balance: account.agent_debt.deposit });
  return out;
}
