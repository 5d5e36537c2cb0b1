import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DevOutboxLink } from '../../../components/dev-outbox-link';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Icon, Spinner } from '../../../components/ui/icons';
import type { DeviceStatus } from '../api/get-device-status';

/** "Waiting for approval from your trusted device" (spec §4 device sessions). */
export function DeviceWaiting({
  status,
  sitename,
}: {
  status: DeviceStatus['device_status'] | undefined;
  sitename: string;
}) {
  const { t } = useTranslation('auth');
  if (status === 'rejected') {
    return (
      <div className="space-y-4">
        <Alert tone="error" title={t('device.rejectedTitle')}>
          {t('device.rejectedText')}
        </Alert>
        <Link to="/auth/login" replace className={buttonClasses('primary', 'md', true)}>
          {t('device.backToLogin')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4 text-center">
      <div className="mx-auto flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name="smartphone" className="size-10 motion-safe:animate-pulse" />
      </div>
      <h2 className="text-xl font-semibold text-slate-900">{t('device.waitingTitle')}</h2>
      <p className="text-slate-600">{t('device.waitingText', { site: sitename })}</p>
      <ol className="mx-auto max-w-sm space-y-1 text-left text-sm text-slate-600">
        <li>1. {t('device.step1', { site: sitename })}</li>
        <li>2. {t('device.step2')}</li>
        <li>3. {t('device.step3')}</li>
      </ol>
      <p className="flex items-center justify-center gap-2 text-sm text-slate-500" role="status">
        <Spinner className="size-4" />
        {t('device.checking')}
      </p>
      <DevOutboxLink />
    </div>
  );
}
