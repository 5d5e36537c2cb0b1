import {
  type ConsoleSiteSettings,
  type ConsoleSiteSettingsRequest,
  LOCKOUT_FLAGS,
  type SiteFlag,
} from '@konter/core/contracts/console-site';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Card, CardHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useSnackbar } from '../../components/ui/snackbar';
import { useChangeSiteSettings, useSiteSettings } from './api/settings';
import { SettingsForm } from './settings-form';
import { Toggle } from './toggle';

const FLAG_GROUPS: Record<'features' | 'access' | 'money' | 'agents', SiteFlag[]> = {
  features: ['shop', 'ppob', 'multicourier', 'grid_layout'],
  access: ['disable_register', 'disable_user_login'],
  money: ['allow_transfer', 'stash_cashback_enabled'],
  agents: ['agent_debt_enabled', 'hide_agent_center', 'disable_agency_feature_for_master'],
};

/** The owner's settings tabs: flags (switched one at a time), company, deposit, live chat and app. */
export function SettingsTab({ tab }: { tab: 'flags' | 'company' | 'deposit' | 'apps' }) {
  const { t } = useTranslation('console');
  const settings = useSiteSettings();
  if (settings.isPending) return <PageSkeleton label={t('loading')} />;
  if (settings.isError) return <QueryError onRetry={() => void settings.refetch()} />;
  const s = settings.data;
  if (tab === 'flags') return <FlagsCard settings={s} />;
  if (tab === 'company')
    return (
      <SettingsForm
        key={tab}
        settings={s}
        title={t('site.company.title')}
        description={t('site.company.description')}
        fields={[
          { key: 'sitename', label: t('site.company.sitename') },
          { key: 'company_name', label: t('site.company.company_name') },
          { key: 'company_address', label: t('site.company.company_address') },
          { key: 'company_phone', label: t('site.company.company_phone'), type: 'tel' },
          { key: 'company_email', label: t('site.company.company_email'), type: 'email' },
          { key: 'operational_hour', label: t('site.company.operational_hour') },
        ]}
      />
    );
  if (tab === 'deposit')
    return (
      <SettingsForm
        key={tab}
        settings={s}
        title={t('site.deposit.title')}
        description={t('site.deposit.description')}
        fields={[
          {
            key: 'nominals',
            label: t('site.deposit.nominals'),
            help: t('site.deposit.nominalsHelp'),
            type: 'list',
          },
          { key: 'min_topup', label: t('site.deposit.min_topup'), type: 'number' },
        ]}
        toggles={(
          [
            'allow_custom_nominals',
            'allow_deposit_transfer',
            'pay_external_payment_fee',
            'shopeepay_own_rate',
          ] as const
        ).map((key) => ({ key, label: t(`site.deposit.${key}.label`), help: t(`site.deposit.${key}.help`) }))}
      />
    );
  return (
    <SettingsForm
      key={tab}
      settings={s}
      title={t('site.apps.title')}
      description={t('site.apps.description')}
      fields={[
        { key: 'live_chat_widget_id', label: t('site.apps.live_chat_widget_id'), nullable: true },
        {
          key: 'live_chat_script_url',
          label: t('site.apps.live_chat_script_url'),
          nullable: true,
          type: 'url',
        },
        { key: 'apk_url', label: t('site.apps.apk_url'), nullable: true, type: 'url' },
        { key: 'apk_version', label: t('site.apps.apk_version'), nullable: true },
      ]}
    />
  );
}

/** Each flag with its help; a flag that locks members out asks first. Each switch saves at once. */
function FlagsCard({ settings }: { settings: ConsoleSiteSettings }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const change = useChangeSiteSettings();
  const [asking, setAsking] = useState<SiteFlag | null>(null);
  const save = (flag: SiteFlag, value: boolean) =>
    change.mutate({ [flag]: value } as ConsoleSiteSettingsRequest, {
      onSuccess: () => {
        setAsking(null);
        snackbar.show({ message: t('site.saved'), color: 'success' });
      },
    });
  const flip = (flag: SiteFlag) => {
    const next = !settings[flag];
    if (next && (LOCKOUT_FLAGS as readonly string[]).includes(flag)) setAsking(flag);
    else save(flag, next);
  };
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {(Object.keys(FLAG_GROUPS) as (keyof typeof FLAG_GROUPS)[]).map((group) => (
        <Card key={group} data-testid={`flags-${group}`}>
          <CardHeader title={t(`site.flags.groups.${group}`)} />
          <ul className="divide-y divide-slate-100">
            {FLAG_GROUPS[group].map((flag) => (
              <li key={flag} className="py-3 first:pt-0 last:pb-0">
                <Toggle
                  label={t(`site.flags.${flag}.label`)}
                  help={t(`site.flags.${flag}.help`)}
                  checked={settings[flag]}
                  disabled={change.isPending}
                  onChange={() => flip(flag)}
                  testId={`flag-${flag}`}
                  danger={(LOCKOUT_FLAGS as readonly string[]).includes(flag)}
                />
              </li>
            ))}
          </ul>
        </Card>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t('site.flags.confirmTitle', { name: t(`site.flags.${asking}.label`) }) : ''}
        message={t('site.flags.confirmLockout')}
        confirmLabel={t('site.flags.confirm')}
        loading={change.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && save(asking, true)}
      />
    </div>
  );
}
