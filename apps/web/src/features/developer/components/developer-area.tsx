import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useH2hAccount } from '../api/h2h';
import { useWebhookSettings } from '../api/webhook';
import { useH2hBaseUrl } from '../docs/base-url';
import { DevModePanel, IpsPanel, UsagePanel } from './account-panels';
import { DeliveryLog } from './delivery-log';
import { KeysPanel } from './keys-panel';
import { WebhookPanel } from './webhook-panel';

/**
 * /account/developer for a member with the `h2h_api` permission (issue 17): the H2H username and
 * keys and the administrator's IP whitelist on the left; the webhook with its test, developer mode
 * and the usage on the right; the delivery log under both. One column on phones.
 */
export function DeveloperArea() {
  const { t } = useTranslation('developer');
  const account = useH2hAccount();
  const webhook = useWebhookSettings();
  const base = useH2hBaseUrl(account.data?.base_path);

  if (account.isPending || webhook.isPending) return <PageSkeleton rows={5} label={t('area.loading')} />;
  if (account.isError || webhook.isError)
    return (
      <QueryError
        onRetry={() => {
          if (account.isError) void account.refetch();
          if (webhook.isError) void webhook.refetch();
        }}
      />
    );

  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:items-start" data-testid="developer-area">
      <div className="min-w-0 space-y-5">
        <KeysPanel account={account.data} baseUrl={base} />
        <IpsPanel ips={account.data.ips} />
      </div>
      <div className="min-w-0 space-y-5">
        <WebhookPanel settings={webhook.data} />
        <DevModePanel />
        <UsagePanel usage={account.data.usage} limit={account.data.rate_limit_per_minute} />
      </div>
      <DeliveryLog />
    </div>
  );
}
