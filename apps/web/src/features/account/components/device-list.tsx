import type { Device } from '@konter/core/contracts/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icons';
import { useSnackbar } from '../../../components/ui/snackbar';
import { firstFieldError, isStatus } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date';
import { errorMessage } from '../../../lib/error-message';
import { type DeviceAction, useUpdateDevice } from '../api/update-device';
import { DevicePasswordDialog } from './device-password-dialog';

const stateStyle: Record<Device['state'], string> = {
  current_session: 'bg-emerald-50 text-emerald-800',
  active: 'bg-sky-50 text-sky-800',
  new_login_attempt: 'bg-amber-100 text-amber-900',
  logged_out: 'bg-slate-100 text-slate-600',
  blocked: 'bg-red-50 text-red-800',
};

/** Login attempts first, then the current session, then the rest. */
const order = (d: Device) =>
  d.state === 'new_login_attempt' ? 0 : d.is_current ? 1 : d.state === 'active' ? 2 : 3;

export function DeviceList({ devices }: { devices: Device[] }) {
  const { t } = useTranslation('account');
  const snackbar = useSnackbar();
  const update = useUpdateDevice();
  const [confirm, setConfirm] = useState<{ device: Device; action: DeviceAction } | null>(null);
  // Removing the original device from a device approved less than 24 hours ago takes the password.
  const [askPassword, setAskPassword] = useState<{ device: Device; action: DeviceAction } | null>(null);

  const run = (device: Device, action: DeviceAction) =>
    update.mutate(
      { id: device.id, action },
      {
        onSuccess: () => {
          setConfirm(null);
          snackbar.show({ message: t(`devices.done.${action}`, { name: device.name }), color: 'success' });
        },
        onError: (e) => {
          setConfirm(null);
          if (firstFieldError(e, 'password')?.code === 'password_required_recent_device') {
            setAskPassword({ device, action });
            return;
          }
          // Other statuses are reported by the global handler (app/global-errors.ts).
          if (isStatus(e, 422))
            snackbar.show({
              message: `${t(`devices.failed.${action}`)} ${errorMessage(t, e)}`,
              color: 'error',
            });
        },
      },
    );

  const sorted = [...devices].sort((a, b) => order(a) - order(b));
  return (
    <>
      <ul className="space-y-3">
        {sorted.map((d) => {
          const pending = d.state === 'new_login_attempt';
          const canRevoke = !d.is_current && d.status === 'trusted' && d.state !== 'logged_out';
          const busy = update.isPending && update.variables?.id === d.id;
          return (
            <li
              key={d.id}
              className={cn(
                'rounded-2xl border bg-white p-4',
                pending ? 'border-amber-300 ring-2 ring-amber-200' : 'border-slate-200',
              )}
              data-testid="device-item"
            >
              <div className="flex items-start gap-3">
                <Icon name="smartphone" className="mt-0.5 size-6 shrink-0 text-slate-500" />
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-semibold break-words text-slate-900">{d.name}</p>
                  <div className="flex flex-wrap gap-1.5">
                    <span
                      className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', stateStyle[d.state])}
                    >
                      {t(`devices.state.${d.state}`)}
                    </span>
                    {d.first_login && (
                      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                        {t('devices.firstLogin')}
                      </span>
                    )}
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-600">
                    <dt>{t('devices.loginAt')}</dt>
                    <dd>{formatDateTime(d.time)}</dd>
                    <dt>{t('devices.lastActivity')}</dt>
                    <dd>{formatDateTime(d.last_activity)}</dd>
                    {d.ip && (
                      <>
                        <dt>IP</dt>
                        <dd className="break-all">{d.ip}</dd>
                      </>
                    )}
                  </dl>
                </div>
              </div>
              {pending && (
                <div className="mt-4 space-y-2">
                  <p className="text-sm text-amber-900">{t('devices.pendingHelp')}</p>
                  <div className="grid grid-cols-2 gap-2">
                    <Button
                      variant="secondary"
                      disabled={busy}
                      onClick={() => setConfirm({ device: d, action: 'reject' })}
                    >
                      {t('devices.reject')}
                    </Button>
                    <Button
                      loading={busy && update.variables?.action === 'accept'}
                      disabled={busy}
                      onClick={() => run(d, 'accept')}
                    >
                      {t('devices.accept')}
                    </Button>
                  </div>
                </div>
              )}
              {canRevoke && (
                <div className="mt-3 flex justify-end">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    onClick={() => setConfirm({ device: d, action: 'revoke' })}
                  >
                    <Icon name="logout" className="size-4" />
                    {t('devices.revoke')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t(`devices.confirm.${confirm.action}Title`) : ''}
        message={confirm ? t(`devices.confirm.${confirm.action}Text`, { name: confirm.device.name }) : ''}
        confirmLabel={confirm ? t(`devices.${confirm.action}`) : ''}
        loading={update.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && run(confirm.device, confirm.action)}
      />
      {askPassword && (
        <DevicePasswordDialog
          device={askPassword.device}
          action={askPassword.action}
          onClose={() => setAskPassword(null)}
          onDone={() => {
            const { device, action } = askPassword;
            setAskPassword(null);
            snackbar.show({ message: t(`devices.done.${action}`, { name: device.name }), color: 'success' });
          }}
        />
      )}
    </>
  );
}
