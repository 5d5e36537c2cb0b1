import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs';
import { PinChangeForm } from '../../../features/account/components/pin-change-form';
import { PinResetForm } from '../../../features/account/components/pin-reset-form';
import { PinSetForm } from '../../../features/account/components/pin-set-form';
import { useCurrentAccount } from './use-current-account';

type Tab = 'change' | 'reset';

/** Transaction PIN: set it once, then change it or reset it with a code. */
export default function PinPage() {
  const { t } = useTranslation('account');
  const account = useCurrentAccount();
  const [tab, setTab] = useState<Tab>('change');

  if (!account.has_pin) {
    return (
      <Page title={t('pin.setTitle')} description={t('pin.setIntro')} toolbarTitle narrow>
        <Card>
          <PinSetForm />
        </Card>
      </Page>
    );
  }
  return (
    <Page title={t('pin.title')} description={t('pin.intro')} toolbarTitle narrow>
      <Tabs
        idBase="pin"
        label={t('pin.title')}
        value={tab}
        onChange={setTab}
        items={[
          { key: 'change', label: t('pin.tabChange') },
          { key: 'reset', label: t('pin.tabReset') },
        ]}
      />
      <Card {...tabPanelProps('pin', tab)}>
        {tab === 'change' ? (
          <PinChangeForm onForgot={() => setTab('reset')} />
        ) : (
          <PinResetForm account={account} onDone={() => setTab('change')} />
        )}
      </Card>
    </Page>
  );
}
