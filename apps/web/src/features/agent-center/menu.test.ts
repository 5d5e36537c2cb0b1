import { describe, expect, it } from 'vitest';
import { type AgentMenuFlags, agentCenterMenu } from './menu';

const flags = (over: Partial<AgentMenuFlags> = {}): AgentMenuFlags => ({
  agentCategory: 3,
  disableAgencyFeatureForMaster: false,
  agentDebtEnabled: false,
  isSales: false,
  allowTransfer: true,
  ...over,
});
const sections = (f: AgentMenuFlags) => agentCenterMenu(f).map((g) => g.key);
const labels = (f: AgentMenuFlags) => agentCenterMenu(f).flatMap((g) => g.items.map((i) => i.label));

describe('agent center side menu (spec §2 visibility rules)', () => {
  it('shows nothing to a member (category 1) or a visitor', () => {
    expect(agentCenterMenu(flags({ agentCategory: 1 }))).toEqual([]);
    expect(agentCenterMenu(flags({ agentCategory: null }))).toEqual([]);
  });

  it('gives categories 2 and 3 the sections main, agent, reporting, marketing, profile in order', () => {
    for (const agentCategory of [2, 3]) {
      expect(sections(flags({ agentCategory }))).toEqual([
        'main',
        'agent',
        'reporting',
        'marketing',
        'profile',
      ]);
      expect(labels(flags({ agentCategory }))).toEqual([
        'dashboard',
        'agent',
        'transfer',
        'pricelist',
        'listAgent',
        'listCashback',
        'cashbackHistory',
        'debtHistory',
        'transactionHistory',
        'agentTransactions',
        'pricelistImage',
        'referral',
        'address',
      ]);
    }
  });

  it('hides register agent when the agency feature is disabled for masters and the category is not 3', () => {
    expect(labels(flags({ agentCategory: 2, disableAgencyFeatureForMaster: true }))).not.toContain('agent');
    expect(labels(flags({ agentCategory: 3, disableAgencyFeatureForMaster: true }))).toContain('agent');
    expect(labels(flags({ agentCategory: 2, disableAgencyFeatureForMaster: false }))).toContain('agent');
  });

  it('shows the loan section only with agent debt enabled, a sales user and the agency feature on', () => {
    const loan = (over: Partial<AgentMenuFlags>) =>
      agentCenterMenu(flags(over))
        .find((g) => g.key === 'loan')
        ?.items.map((i) => i.to);
    expect(loan({ agentDebtEnabled: true, isSales: true })).toEqual([
      '/agent-center/list-agent-debt',
      '/agent-center/list-bill-debt',
      '/agent-center/list-deposit-debt',
    ]);
    expect(sections(flags({ agentDebtEnabled: true, isSales: true }))).toEqual([
      'main',
      'agent',
      'loan',
      'reporting',
      'marketing',
      'profile',
    ]);
    expect(loan({ agentDebtEnabled: false, isSales: true })).toBeUndefined();
    expect(loan({ agentDebtEnabled: true, isSales: false })).toBeUndefined();
    expect(
      loan({ agentDebtEnabled: true, isSales: true, disableAgencyFeatureForMaster: true }),
    ).toBeUndefined();
  });

  it('under the disable flag hides list agent and agent transactions from reporting and referral from profile', () => {
    const off = agentCenterMenu(flags({ disableAgencyFeatureForMaster: true }));
    expect(off.find((g) => g.key === 'reporting')?.items.map((i) => i.label)).toEqual([
      'listCashback',
      'cashbackHistory',
      'debtHistory',
      'transactionHistory',
    ]);
    expect(off.find((g) => g.key === 'profile')?.items.map((i) => i.label)).toEqual(['address']);
  });

  it('links the change-address item to the profile with type=ubahAlamat, and transfer only when allowed', () => {
    const items = agentCenterMenu(flags()).flatMap((g) => g.items);
    expect(items.find((i) => i.label === 'address')?.to).toBe('/agent-center/profile?type=ubahAlamat');
    expect(labels(flags({ allowTransfer: false }))).not.toContain('transfer');
  });
});
