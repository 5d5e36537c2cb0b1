import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/auth-card';
import { Redirect } from '../../../components/redirect';
import { Button } from '../../../components/ui/button';
import { useDeviceStatus } from '../../../features/auth/api/get-device-status';
import { DeviceOtp } from '../../../features/auth/components/device-otp';
import { DeviceWaiting } from '../../../features/auth/components/device-waiting';
import { isStatus } from '../../../lib/api-error';
import { accountKey, setAccount, useAccount } from '../../../lib/auth';
import { useConfig } from '../../../lib/config';

/** New-device screen: wait for a trusted device's approval (polled every 2 s) or verify by code. */
export default function DevicePage() {
  const { t } = useTranslation('auth');
  const qc = useQueryClient();
  const config = useConfig();
  const { data: account } = useAccount();
  const status = useDeviceStatus();
  const [byCode, setByCode] = useState(false);
  // The server answers "rejected" once and then ends the waiting session: a 401 after having
  // waited is that same rejection; without a session at all there is nothing to wait for.
  const lostSession = isStatus(status.error, 401);
  const deviceStatus = lostSession && status.data ? 'rejected' : status.data?.device_status;

  useEffect(() => {
    if (deviceStatus === 'trusted') void qc.invalidateQueries({ queryKey: accountKey });
  }, [deviceStatus, qc]);

  if (lostSession && !status.data) return <Redirect to="/auth/login" />;
  if (account) return <Redirect to="/account" />;

  return (
    <AuthCard title={t('device.title')}>
      {byCode && deviceStatus !== 'rejected' ? (
        <div className="space-y-4">
          <DeviceOtp
            channels={status.data?.channels ?? { email: '', whatsapp: '' }}
            onVerified={(a) => setAccount(qc, a)}
          />
          <Button variant="ghost" block onClick={() => setByCode(false)}>
            {t('device.backToWaiting')}
          </Button>
        </div>
      ) : (
        <div className="space-y-6">
          <DeviceWaiting status={deviceStatus} sitename={config.sitename} />
          {deviceStatus !== 'rejected' && (
            <div className="border-t border-slate-200 pt-4 text-center">
              <p className="mb-2 text-sm text-slate-600">{t('device.noAccess')}</p>
              <Button variant="secondary" block onClick={() => setByCode(true)}>
                {t('device.byCode')}
              </Button>
            </div>
          )}
        </div>
      )}
    </AuthCard>
  );
}
