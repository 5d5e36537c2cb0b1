import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../components/ui/cn';
import { Icon, type IconName } from '../../components/ui/icons';
import type { KeyOf } from '../../lib/i18n/types';
import { useSiteConfig } from '../../lib/site-config';

// Opened by a button for agents only: its own chunk, out of everyone's first load (bench/web).

const iconButton =
  'relative flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100';

type AgentMenuKey = KeyOf<'shell'> extends infer K ? (K extends `agentMenu.${infer L}` ? L : never) : never;
type MenuEntry = { to: string; label: AgentMenuKey; icon: IconName };

/** The agent center side menu (spec §2): sections and the visibility rules of the flags. */
export default function AgentCenterMenu({ onClose }: { onClose: () => void }) {
  // The menu's own words live in `shell` (loaded with this chunk), not in everyone's `common`.
  const { t: ts } = useTranslation('shell');
  const { t } = useTranslation('common');
  const c = useSiteConfig();
  const agencyOff = c.disableAgencyFeatureForMaster;
  const sections: Array<{ key: AgentMenuKey; items: MenuEntry[] }> = [
    { key: 'main', items: [{ to: '/agent-center/dashboard', label: 'dashboard', icon: 'home' }] },
    {
      key: 'agent',
      items: [
        ...(!agencyOff || c.agentCategory === 3
          ? [{ to: '/agent-center/agent', label: 'agent', icon: 'plus' } satisfies MenuEntry]
          : []),
        ...(c.allowTransfer
          ? [{ to: '/payment/deposit/transfer', label: 'transfer', icon: 'send' } satisfies MenuEntry]
          : []),
        { to: '/pricelist/pulsa', label: 'pricelist', icon: 'tag' },
      ],
    },
    ...(c.agentDebtEnabled && c.isSales && !agencyOff
      ? [
          {
            key: 'loan' as const,
            items: [
              {
                to: '/agent-center/list-agent-debt',
                label: 'listAgentDebt',
                icon: 'card',
              } satisfies MenuEntry,
              {
                to: '/agent-center/list-bill-debt',
                label: 'listBillDebt',
                icon: 'receipt',
              } satisfies MenuEntry,
              {
                to: '/agent-center/list-deposit-debt',
                label: 'listDepositDebt',
                icon: 'wallet',
              } satisfies MenuEntry,
            ],
          },
        ]
      : []),
    {
      key: 'reporting',
      items: [
        ...(!agencyOff
          ? [{ to: '/agent-center/list-agent', label: 'listAgent', icon: 'user' } satisfies MenuEntry]
          : []),
        { to: '/agent-center/list-cashback', label: 'listCashback', icon: 'star' },
        { to: '/agent-center/cashback-history', label: 'cashbackHistory', icon: 'history' },
        { to: '/agent-center/debt-history', label: 'debtHistory', icon: 'document' },
        { to: '/agent-center/transaksi-history', label: 'transactionHistory', icon: 'receipt' },
        ...(!agencyOff
          ? [
              {
                to: '/agent-center/transaksi-agen',
                label: 'agentTransactions',
                icon: 'history',
              } satisfies MenuEntry,
            ]
          : []),
      ],
    },
    {
      key: 'marketing',
      items: [{ to: '/media/content-creation', label: 'pricelistImage', icon: 'download' }],
    },
    {
      key: 'profile',
      items: [
        ...(!agencyOff
          ? [{ to: '/agent-center/referral', label: 'referral', icon: 'user' } satisfies MenuEntry]
          : []),
        { to: '/agent-center/profile?type=ubahAlamat', label: 'address', icon: 'edit' },
      ],
    },
  ];
  return (
    <div className="fixed inset-0 z-50" role="dialog" aria-modal="true" aria-label={t('bar.agentCenter')}>
      <button
        type="button"
        aria-label={t('action.close')}
        className="absolute inset-0 bg-slate-900/40"
        onClick={onClose}
      />
      <nav className="absolute inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-white p-3 shadow-xl">
        <div className="mb-2 flex items-center justify-between">
          <p className="px-2 font-semibold text-slate-900">{t('nav.agentCenter')}</p>
          <button type="button" className={iconButton} aria-label={t('action.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        {sections
          .filter((s) => s.items.length > 0)
          .map((s) => (
            <div key={s.key} className="mb-3">
              <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                {ts(`agentMenu.${s.key}`)}
              </p>
              <ul>
                {s.items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      replace
                      className={({ isActive }) =>
                        cn(
                          'flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm font-medium',
                          isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                        )
                      }
                    >
                      <Icon name={item.icon} className="size-5" />
                      {ts(`agentMenu.${item.label}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </nav>
    </div>
  );
}
