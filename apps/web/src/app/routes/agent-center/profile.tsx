import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useAddresses } from '../../../features/account/api/get-addresses';
import { AddressList } from '../../../features/account/components/address-list';
import { AgentCenterPage } from '../../../features/agent-center/components/agent-center-page';

function Addresses() {
  const { t } = useTranslation(['account', 'common']);
  const addresses = useAddresses();
  return addresses.isPending ? (
    <PageSkeleton rows={3} label={t('common:loading')} />
  ) : addresses.isError ? (
    <QueryError onRetry={() => void addresses.refetch()} />
  ) : (
    <AddressList addresses={addresses.data} />
  );
}

/**
 * /agent-center/profile (spec §2; `?type=ubahAlamat` is the side menu's "change address"): the agent's
 * address book, the same list as /account/address.
 */
export default function AgentProfilePage() {
  const { t } = useTranslation('agentCenter');
  return (
    <AgentCenterPage title={t('profile.address')} intro={t('profile.addressIntro')}>
      <Addresses />
    </AgentCenterPage>
  );
}
