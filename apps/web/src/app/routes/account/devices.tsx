import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
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
        <div className="space-y-3">
          <Alert tone="error">{t('devices.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => devices.refetch()}>
            {t('common:action.retry')}
          </Button>
        </div>
      ) : (
        <DeviceList devices={devices.data} />
      )}
    </Page>
  );
}
