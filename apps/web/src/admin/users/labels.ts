import type { UserStatus } from '@konter/core/contracts/console';
import { WALLET_HISTORY_LABELS, type WalletHistoryKind } from '@konter/core/deposit';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';

/** The spec's categories by number (1 member, 2 agent, 3 master). */
export const CATEGORY_KEYS = { 1: 'member', 2: 'agent', 3: 'master' } as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[keyof typeof CATEGORY_KEYS];

export const categoryKey = (category: number): CategoryKey =>
  CATEGORY_KEYS[category as keyof typeof CATEGORY_KEYS] ?? 'member';

/** A category's name ("Agen"), or its number when the console does not know it. */
export function useCategoryName() {
  const { t } = useTranslation('console');
  return (category: number) =>
    category in CATEGORY_KEYS ? t(`users.category.${categoryKey(category)}`) : String(category);
}

export const statusTone: Record<UserStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  non_active: 'bg-red-100 text-red-800',
};

/** A ledger entry's words, as the member's wallet history says them (packages/core). */
export const ledgerLabel = (label: WalletHistoryKind) => WALLET_HISTORY_LABELS[label][currentLocale()];
