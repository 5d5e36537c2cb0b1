import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Page } from '../../../components/ui/page';
import { AccountMenu } from '../../../features/account/components/account-menu';
import { AccountSummary } from '../../../features/account/components/account-summary';
import { LanguageSwitch } from '../../../features/account/components/language-switch';
import { useLogout } from '../../../features/auth/api/logout';
import { depositPaths } from '../../../features/deposit/paths';
import { paths } from '../../../lib/paths';
import { useCurrentAccount } from './use-current-account';

export default function AccountPage() {
  const { t } = useTranslation(['account', 'common', 'checkout', 'affiliate', 'developer']);
  const account = useCurrentAccount();
  const logout = useLogout();
  const [confirmLogout, setConfirmLogout] = useState(false);

  const doLogout = () => logout.mutate(undefined, { onSettled: () => setConfirmLogout(false) });

  return (
    <Page title={t('title')}>
      <AccountSummary account={account} />
      <AccountMenu
        label={t('menu.label')}
        entries={[
          { to: '/account/profile', icon: 'user', label: t('menu.profile'), hint: t('menu.profileHint') },
          { to: '/account/password', icon: 'lock', label: t('menu.password'), hint: t('menu.passwordHint') },
          {
            to: '/account/pin',
            icon: 'key',
            label: t('menu.pin'),
            hint: account.has_pin ? t('menu.pinHintSet') : t('menu.pinHintUnset'),
          },
          { to: '/account/devices', icon: 'devices', label: t('menu.devices'), hint: t('menu.devicesHint') },
          {
            to: '/account/contact',
            icon: 'contacts',
            label: t('menu.contacts'),
            hint: t('menu.contactsHint'),
          },
          {
            to: '/account/address',
            icon: 'mapPin',
            label: t('menu.addresses'),
            hint: t('menu.addressesHint'),
          },
          { to: '/account/display', icon: 'settings', label: t('menu.display'), hint: t('menu.displayHint') },
        ]}
      />
      <AccountMenu
        label={t('menu.reportsLabel')}
        entries={[
          {
            to: paths.transactionReport,
            icon: 'receipt',
            label: t('menu.reportTransactions'),
            hint: t('menu.reportTransactionsHint'),
          },
          {
            to: depositPaths.depositReport,
            icon: 'wallet',
            label: t('menu.reportDeposit'),
            hint: t('menu.reportDepositHint'),
          },
          {
            to: '/account/checkout-links',
            icon: 'tag',
            label: t('checkout:links.menu'),
            hint: t('checkout:links.menuHint'),
          },
          {
            to: depositPaths.transferReport,
            icon: 'send',
            label: t('menu.reportTransfer'),
            hint: t('menu.reportTransferHint'),
          },
          {
            to: '/account/affiliate',
            icon: 'star',
            label: t('affiliate:menu'),
            hint: t('affiliate:menuHint'),
          },
          {
            to: '/account/developer',
            icon: 'chip',
            label: t('developer:menu.label'),
            hint: t('developer:menu.hint'),
          },
        ]}
      />
      <Card className="flex flex-wrap items-center justify-between gap-3 py-3! sm:py-4!">
        <span className="font-medium text-slate-900">{t('common:language')}</span>
        <LanguageSwitch />
      </Card>
      <AccountMenu
        label={t('menu.sessionLabel')}
        entries={[
          { to: '/account/delete', icon: 'trash', label: t('menu.delete'), danger: true },
          { onClick: () => setConfirmLogout(true), icon: 'logout', label: t('menu.logout'), danger: true },
        ]}
      />
      <ConfirmDialog
        open={confirmLogout}
        title={t('logout.title')}
        message={t('logout.text')}
        confirmLabel={t('menu.logout')}
        loading={logout.isPending}
        onCancel={() => setConfirmLogout(false)}
        onConfirm={doLogout}
      />
    </Page>
  );
}
