import type {
  ConsoleUserAccess,
  ConsoleUserDetail,
  ConsoleUserDevice,
  ConsoleUserSession,
} from '@konter/core/contracts/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { Pill } from '../../components/ui/pill';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useSnackbar } from '../../components/ui/snackbar';
import { formatMoment } from '../lib/format';
import { ActionDialog } from './action-dialog';
import { useEndUserSession } from './api/end-user-session';
import { useEndUserSessions } from './api/end-user-sessions';
import { useUserAccess } from './api/get-user-access';
import { useRevokeUserDevice } from './api/revoke-user-device';

const deviceTone: Record<ConsoleUserDevice['status'], string> = {
  trusted: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-900',
  rejected: 'bg-slate-200 text-slate-700',
  revoked: 'bg-red-100 text-red-800',
};

/** Customer service's view of the user's devices and live sessions, each revocable after a confirmation. */
export function AccessCards({ user }: { user: ConsoleUserDetail }) {
  const { t } = useTranslation('console');
  const access = useUserAccess(user.id);
  if (access.isPending)
    return (
      <Card>
        <PageSkeleton rows={3} label={t('loading')} />
      </Card>
    );
  if (access.isError)
    return (
      <Card>
        <QueryError onRetry={() => void access.refetch()} />
      </Card>
    );
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <DevicesCard user={user} access={access.data} />
      <SessionsCard user={user} access={access.data} />
    </div>
  );
}

function DevicesCard({ user, access }: { user: ConsoleUserDetail; access: ConsoleUserAccess }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const revoke = useRevokeUserDevice(user.id);
  const [asking, setAsking] = useState<ConsoleUserDevice | null>(null);
  return (
    <Card data-testid="user-devices">
      <CardHeader title={t('users.devices.title')} />
      {access.devices.length === 0 ? (
        <p className="text-sm text-slate-600">{t('users.devices.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {access.devices.map((d) => (
            <li
              key={d.id}
              data-testid="user-device"
              data-name={d.name}
              className="space-y-1.5 py-3 first:pt-0 last:pb-0"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{d.name}</span>
                <Pill tone={deviceTone[d.status]}>{t(`users.devices.state.${d.status}`)}</Pill>
                {d.first_login && <Pill tone="bg-sky-100 text-sky-800">{t('users.devices.first')}</Pill>}
              </div>
              <p className="text-xs text-slate-600">
                {t('users.devices.lastActivity')}: {formatMoment(d.last_activity_at)}
                {d.ip && (
                  <>
                    {' · '}
                    {t('users.devices.ip')} <span className="font-mono">{d.ip}</span>
                  </>
                )}
              </p>
              <div className="flex items-center justify-between gap-3">
                <span className="text-xs text-slate-600">
                  {t('users.devices.sessions', { count: d.sessions })}
                </span>
                {d.status !== 'revoked' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    aria-label={`${t('users.devices.revoke')} ${d.name}`}
                    onClick={() => setAsking(d)}
                  >
                    {t('users.devices.revoke')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <ActionDialog
          title={t('users.devices.dialogTitle', { device: asking.name })}
          message={t('users.devices.dialogMessage')}
          confirmLabel={t('users.devices.confirm')}
          destructive
          loading={revoke.isPending}
          error={revoke.error}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            revoke.mutate(asking.id, {
              onSuccess: () => {
                snackbar.show({
                  message: t('users.devices.done', { device: asking.name }),
                  color: 'success',
                });
                setAsking(null);
              },
            })
          }
        />
      )}
    </Card>
  );
}

function SessionsCard({ user, access }: { user: ConsoleUserDetail; access: ConsoleUserAccess }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const endOne = useEndUserSession(user.id);
  const endAll = useEndUserSessions(user.id);
  const [asking, setAsking] = useState<ConsoleUserSession | 'all' | null>(null);
  const close = () => setAsking(null);
  return (
    <Card data-testid="user-sessions">
      <CardHeader
        title={t('users.sessions.title')}
        action={
          access.sessions.length > 0 && (
            <Button variant="secondary" size="sm" onClick={() => setAsking('all')}>
              {t('users.sessions.endAll')}
            </Button>
          )
        }
      />
      {access.sessions.length === 0 ? (
        <p className="text-sm text-slate-600">{t('users.sessions.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {access.sessions.map((s) => (
            <li
              key={s.id}
              data-testid="user-session"
              className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0 flex-1 basis-48 text-sm">
                <p className="font-semibold text-slate-900">{s.device_name}</p>
                <p className="text-xs text-slate-600">
                  {t('users.sessions.lastSeen')}: {formatMoment(s.last_seen_at)}
                </p>
                <p className="text-xs text-slate-500">
                  {t('users.sessions.started')}: {formatMoment(s.created_at)} · {t('users.sessions.expires')}:{' '}
                  {formatMoment(s.expires_at)}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50"
                aria-label={`${t('users.sessions.end')} ${s.device_name}`}
                onClick={() => setAsking(s)}
              >
                {t('users.sessions.end')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {asking === 'all' && (
        <ActionDialog
          title={t('users.sessions.endAllTitle', { name: user.name })}
          message={t('users.sessions.endAllMessage')}
          confirmLabel={t('users.sessions.endAllConfirm')}
          destructive
          loading={endAll.isPending}
          error={endAll.error}
          onCancel={close}
          onConfirm={() =>
            endAll.mutate(undefined, {
              onSuccess: () => {
                snackbar.show({ message: t('users.sessions.endedAll'), color: 'success' });
                close();
              },
            })
          }
        />
      )}
      {asking && asking !== 'all' && (
        <ActionDialog
          title={t('users.sessions.endTitle', { device: asking.device_name })}
          message={t('users.sessions.endMessage')}
          confirmLabel={t('users.sessions.endConfirm')}
          destructive
          loading={endOne.isPending}
          error={endOne.error}
          onCancel={close}
          onConfirm={() =>
            endOne.mutate(asking.id, {
              onSuccess: () => {
                snackbar.show({ message: t('users.sessions.ended'), color: 'success' });
                close();
              },
            })
          }
        />
      )}
    </Card>
  );
}
