import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Page } from '../../../components/ui/page';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useAddresses } from '../../../features/account/api/get-addresses';
import { AddressList } from '../../../features/account/components/address-list';

/** /account/address: the member's address book (spec §2 account settings, "addresses"). */
export default function AddressPage() {
  const { t } = useTranslation(['account', 'common']);
  const addresses = useAddresses();
  return (
    <Page title={t('addresses.title')} description={t('addresses.intro')} toolbarTitle>
      {addresses.isPending ? (
        <PageSkeleton rows={3} label={t('common:loading')} />
      ) : addresses.isError ? (
        <QueryError onRetry={() => void addresses.refetch()} />
      ) : (
        <AddressList addresses={addresses.data} />
      )}
    </Page>
  );
}
