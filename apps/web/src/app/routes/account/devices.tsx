import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Page } from '../../../components/ui/page';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useDevices } from '../../../features/account/api/get-devices';
import { DeviceList } from '../../../features/account/components/device-list';

export default function DevicesPage() {
  const { t } = useTranslation(['account', 'common']);
  const devices = useDevices();
  return (
    <Page title={t('devices.title')} description={t('devices.intro')} toolbarTitle>
      {devices.isPending ? (
        <PageSkeleton rows={3} label={t('common:loading')} />
      ) : devices.isError ? (
        <QueryError onRetry={() => void devices.refetch()} />
      ) : (
        <DeviceList devices={devices.data} />
      )}
    </Page>
  );
}
