import type { Account } from '@konter/core/contracts/account';
import type { SiteConfigFull } from '@konter/core/contracts/site';
import { categories } from '@konter/core/permissions';
import type { DepositSettings } from './api/get-deposit-settings';

/**
 * Who sees what of the wallet (spec §2 deposit card, §6 roles). Non-active users see no card and
 * cannot transact; the rest is decided here so the card and the screens agree.
 */
export const isActive = (account: Account) => account.status === 'active';

/**
 * Transfers are switched on when both switches are: the site flag allowTransfer (site config) and the
 * deposit setting allow_deposit_transfer. The server decides the same (wallet/transfer.service.ts).
 */
export const transferSwitchedOn = (
  site: Pick<SiteConfigFull, 'allowTransfer'>,
  settings: DepositSettings | undefined,
) => site.allowTransfer && settings?.settings.allow_deposit_transfer === true;

/** Deposit transfer needs both switches and the administrator's permission (spec §6). */
export const mayTransfer = (
  account: Account,
  settings: DepositSettings | undefined,
  site: Pick<SiteConfigFull, 'allowTransfer'>,
) =>
  isActive(account) && transferSwitchedOn(site, settings) && account.permissions.includes('deposit_transfer');

/**
 * The cashback wallet row (spec §6): categories 2 or 3 (agents and masters) when the site flag
 * stashCashbackEnabled is on ('1'). While the wallet is still null (loading) it shows a skeleton.
 */
export const showsCashback = (account: Account, site: Pick<SiteConfigFull, 'stashCashbackEnabled'>) =>
  site.stashCashbackEnabled &&
  (account.category === categories.agent || account.category === categories.master);

/** The loan tab exists when the account has a credit line: something left to use or something used. */
export const hasLoan = (account: Account) => account.agent_debt.deposit > 0 || account.agent_debt.usage > 0;

/** The yellow alert (spec §2): debt due today and not paid off. */
export const debtDueToday = (account: Account) =>
  account.agent_debt.is_due_today && account.agent_debt.not_paid_off;
