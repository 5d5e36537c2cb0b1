import type { SiteConfigFull } from '@konter/core/contracts/site';
import type { IconName } from '../../components/ui/icons';

// The agent center side menu (spec §2 "Agent center side menu") as data, so every rule is testable.

export type AgentMenuSection = 'main' | 'agent' | 'loan' | 'reporting' | 'marketing' | 'profile';
export type AgentMenuLabel =
  | 'dashboard'
  | 'agent'
  | 'transfer'
  | 'pricelist'
  | 'listAgentDebt'
  | 'listBillDebt'
  | 'listDepositDebt'
  | 'listAgent'
  | 'listCashback'
  | 'cashbackHistory'
  | 'debtHistory'
  | 'transactionHistory'
  | 'agentTransactions'
  | 'pricelistImage'
  | 'referral'
  | 'address';
export interface AgentMenuItem {
  to: string;
  label: AgentMenuLabel;
  icon: IconName;
}
export interface AgentMenuGroup {
  key: AgentMenuSection;
  items: AgentMenuItem[];
}

export type AgentMenuFlags = Pick<
  SiteConfigFull,
  'agentCategory' | 'disableAgencyFeatureForMaster' | 'agentDebtEnabled' | 'isSales' | 'allowTransfer'
>;

/** Spec §6: categories 2 (agent) and 3 (master) see the agent center side menu. */
export const isAgentCategory = (category: number | null | undefined) => category === 2 || category === 3;

/**
 * The sections and items the caller sees (spec §2): register agent is hidden when the agency feature
 * is disabled for masters and the category is not 3; the loan section shows only when agent debt is
 * enabled, the user is a sales user and the agency feature is not disabled; under the same disable
 * flag reporting hides list agent and agent transactions, and profile hides referral. Empty sections
 * are left out. Members (category 1) and visitors get no menu.
 */
export function agentCenterMenu(c: AgentMenuFlags): AgentMenuGroup[] {
  if (!isAgentCategory(c.agentCategory)) return [];
  const agencyOff = c.disableAgencyFeatureForMaster;
  const when = <T>(cond: boolean, items: T[]): T[] => (cond ? items : []);
  const groups: AgentMenuGroup[] = [
    { key: 'main', items: [{ to: '/agent-center/dashboard', label: 'dashboard', icon: 'home' }] },
    {
      key: 'agent',
      items: [
        ...when(!agencyOff || c.agentCategory === 3, [
          { to: '/agent-center/agent', label: 'agent', icon: 'plus' } satisfies AgentMenuItem,
        ]),
        ...when(c.allowTransfer, [
          { to: '/payment/deposit/transfer', label: 'transfer', icon: 'send' } satisfies AgentMenuItem,
        ]),
        // A master's price list is the one its downlines buy at (its settings); an agent's, the site's.
        {
          to: c.agentCategory === 3 ? '/agent-center/agent#harga' : '/pricelist/pulsa',
          label: 'pricelist',
          icon: 'tag',
        },
      ],
    },
    {
      key: 'loan',
      items: when(c.agentDebtEnabled && c.isSales && !agencyOff, [
        { to: '/agent-center/list-agent-debt', label: 'listAgentDebt', icon: 'card' } satisfies AgentMenuItem,
        {
          to: '/agent-center/list-bill-debt',
          label: 'listBillDebt',
          icon: 'receipt',
        } satisfies AgentMenuItem,
        {
          to: '/agent-center/list-deposit-debt',
          label: 'listDepositDebt',
          icon: 'wallet',
        } satisfies AgentMenuItem,
      ]),
    },
    {
      key: 'reporting',
      items: [
        ...when(!agencyOff, [
          { to: '/agent-center/list-agent', label: 'listAgent', icon: 'user' } satisfies AgentMenuItem,
        ]),
        { to: '/agent-center/list-cashback', label: 'listCashback', icon: 'star' },
        { to: '/agent-center/cashback-history', label: 'cashbackHistory', icon: 'history' },
        { to: '/agent-center/debt-history', label: 'debtHistory', icon: 'document' },
        { to: '/agent-center/transaksi-history', label: 'transactionHistory', icon: 'receipt' },
        ...when(!agencyOff, [
          {
            to: '/agent-center/transaksi-agen',
            label: 'agentTransactions',
            icon: 'history',
          } satisfies AgentMenuItem,
        ]),
      ],
    },
    {
      key: 'marketing',
      items: [{ to: '/media/content-creation', label: 'pricelistImage', icon: 'download' }],
    },
    {
      key: 'profile',
      items: [
        ...when(!agencyOff, [
          { to: '/agent-center/referral', label: 'referral', icon: 'user' } satisfies AgentMenuItem,
        ]),
        { to: '/agent-center/profile?type=ubahAlamat', label: 'address', icon: 'edit' },
      ],
    },
  ];
  return groups.filter((g) => g.items.length > 0);
}
