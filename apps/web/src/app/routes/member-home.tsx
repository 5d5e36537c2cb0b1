import type { Account } from '@konter/core/contracts/account';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Icon, type IconName, isIconName } from '../../components/ui/icons';
import { postpaidTypeLabel, prepaidTypeLabel } from '../../features/catalog/labels';
import { DepositCard } from '../../features/deposit/components/deposit-card';
import { paths } from '../../lib/paths';
import { menuItemPath, useMenu, useSiteConfig } from '../../lib/site-config';

// The member's home (`/` when logged in): its own chunk, loaded with the `deposit` messages only
// when a member opens `/`, so a visitor's landing never downloads the balance card (bench/web).

/** The home's product entries (light: icons only). Labels of the types come from @konter/core. */
const products: Array<{ icon: IconName; to: string; label: () => string }> = [
  { icon: 'smartphone', to: paths.prepaid('pulsa'), label: () => prepaidTypeLabel('pulsa') },
  { icon: 'globe', to: paths.prepaid('data'), label: () => prepaidTypeLabel('data') },
  { icon: 'bolt', to: paths.prepaid('electricity'), label: () => prepaidTypeLabel('electricity') },
  { icon: 'wallet', to: paths.prepaid('emoney'), label: () => prepaidTypeLabel('emoney') },
  { icon: 'gamepad', to: paths.prepaid('games'), label: () => prepaidTypeLabel('games') },
  { icon: 'ticket', to: paths.prepaid('voucher'), label: () => prepaidTypeLabel('voucher') },
  { icon: 'receipt', to: paths.postpaid('electricity'), label: () => postpaidTypeLabel('electricity') },
  { icon: 'droplet', to: paths.postpaid('pdam'), label: () => postpaidTypeLabel('pdam') },
];

/** Shown while the member has no transaction PIN (skipped after registering, "Nanti saja"). */
function PinReminder() {
  const { t } = useTranslation('home');
  return (
    <Alert tone="warning" title={t('member.pinTitle')}>
      <p>{t('member.pinText')}</p>
      <Link to={paths.pin} className={`${buttonClasses('primary', 'sm')} mt-2`}>
        {t('member.pinCreate')}
      </Link>
    </Alert>
  );
}

export default function MemberHome({ account }: { account: Account }) {
  const { t } = useTranslation('home');
  const active = account.status === 'active';
  // The dynamic menu (GET menu); the fixed entries stand in until it arrives or if it fails.
  const menu = useMenu();
  // Spec §6: the whitelisted-email flag hides the games item (the server's menu leaves it out too).
  const { whitelistedEmail } = useSiteConfig();
  const fixed = whitelistedEmail ? products.filter((p) => p.to !== paths.prepaid('games')) : products;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-xl font-bold text-slate-900">
        {t('member.greeting', { name: account.name.split(' ')[0] })}
      </h1>
      {active && !account.has_pin && <PinReminder />}
      <DepositCard account={account} />
      <Card>
        <h2 className="font-semibold text-slate-900">{t('member.productsTitle')}</h2>
        {!active && <p className="mt-1 text-sm text-slate-600">{t('member.inactiveText')}</p>}
        {menu.data && menu.data.groups.length > 0 ? (
          menu.data.groups.map((group) => (
            <ul
              key={group.category}
              data-testid={`menu-${group.category}`}
              className={
                menu.data.layout === 'list'
                  ? 'mt-4 grid gap-1 text-sm text-slate-700 sm:grid-cols-2'
                  : 'mt-4 grid grid-cols-4 gap-x-2 gap-y-4 text-center text-xs text-slate-700'
              }
            >
              {group.items.map((item) => (
                <li key={item.backendID}>
                  <Link
                    to={active ? menuItemPath(item) : paths.pricelist('pulsa')}
                    className={
                      menu.data.layout === 'list'
                        ? 'flex min-h-11 items-center gap-3 rounded-xl px-2 font-medium hover:bg-slate-50'
                        : 'flex flex-col items-center gap-1.5 rounded-xl py-1 font-medium hover:text-brand-800'
                    }
                  >
                    <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                      <Icon name={isIconName(item.icon) ? item.icon : 'grid'} />
                    </span>
                    <span className="line-clamp-2">{item.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ))
        ) : (
          <ul className="mt-4 grid grid-cols-4 gap-x-2 gap-y-4 text-center text-xs text-slate-700">
            {fixed.map(({ icon, to, label }) => (
              <li key={to}>
                <Link
                  to={active ? to : paths.pricelist('pulsa')}
                  className="flex flex-col items-center gap-1.5 rounded-xl py-1 font-medium hover:text-brand-800"
                >
                  <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                    <Icon name={icon} />
                  </span>
                  <span className="line-clamp-2">{label()}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-4">
          <Link
            to={active ? '/prabayar/pulsa' : paths.pricelist('pulsa')}
            className={buttonClasses('ghost', 'sm')}
          >
            <Icon name="grid" className="size-5" />
            {t('member.allPrepaid')}
          </Link>
          <Link
            to={active ? '/pascabayar/electricity' : paths.pricelist('pulsa')}
            className={buttonClasses('ghost', 'sm')}
          >
            <Icon name="receipt" className="size-5" />
            {t('member.allPostpaid')}
          </Link>
          {active && (
            <Link to="/prabayar/promotion" className={`${buttonClasses('ghost', 'sm')} col-span-2`}>
              <Icon name="tag" className="size-5" />
              {t('member.promotions')}
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}
