import type { ConsoleUserDetail } from '@konter/core/contracts/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { useSnackbar } from '../../components/ui/snackbar';
import { formatMoment } from '../lib/format';
import { ActionDialog } from './action-dialog';
import { useRecoverUser } from './api/recover-user';
import { useUnlockUserPin } from './api/unlock-user-pin';
import { Fact, Facts } from './facts';

/** The transaction PIN's state (set, wrong tries, lock) and its unlock. */
export function PinCard({ user, canAct }: { user: ConsoleUserDetail; canAct: boolean }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const unlock = useUnlockUserPin(user.id);
  const [asking, setAsking] = useState(false);
  const { pin } = user;
  const lockable = pin.locked_until !== null || pin.failed_attempts > 0;
  return (
    <Card data-testid="user-pin">
      <CardHeader title={t('users.pin.title')} />
      <Facts>
        <Fact label={t('users.pin.title')}>{pin.set ? t('users.pin.set') : t('users.pin.notSet')}</Fact>
        {pin.set && (
          <Fact label={t('users.standing.status')} testId="user-pin-state">
            {pin.locked_until ? (
              <span className="font-semibold text-red-700">
                {t('users.pin.locked', { until: formatMoment(pin.locked_until) })}
              </span>
            ) : (
              t('users.pin.unlocked')
            )}
            {pin.failed_attempts > 0 && (
              <span className="block text-xs text-amber-800">
                {t('users.pin.attempts', { count: pin.failed_attempts })}
              </span>
            )}
          </Fact>
        )}
      </Facts>
      {canAct && lockable && (
        <Button className="mt-4" variant="secondary" size="sm" onClick={() => setAsking(true)}>
          {t('users.pin.unlock')}
        </Button>
      )}
      {asking && (
        <ActionDialog
          title={t('users.pin.dialogTitle', { name: user.name })}
          message={t('users.pin.dialogMessage')}
          confirmLabel={t('users.pin.confirm')}
          loading={unlock.isPending}
          error={unlock.error}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            unlock.mutate(undefined, {
              onSuccess: () => {
                snackbar.show({ message: t('users.pin.done', { name: user.name }), color: 'success' });
                setAsking(false);
              },
            })
          }
        />
      )}
    </Card>
  );
}

/** A deleted account: when, whether the member may still recover it, and customer service's recovery. */
export function DeletionCard({ user, canAct }: { user: ConsoleUserDetail; canAct: boolean }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const recover = useRecoverUser(user.id);
  const [asking, setAsking] = useState(false);
  const deletion = user.deletion;
  if (!deletion) return null;
  return (
    <Card data-testid="user-deletion" className="border-amber-300">
      <CardHeader title={t('users.deletion.title')} />
      <Facts>
        <Fact label={t('users.deletion.deletedAt')}>{formatMoment(deletion.deleted_at)}</Fact>
        {deletion.closed_at && (
          <Fact label={t('users.deletion.closedAt')}>{formatMoment(deletion.closed_at)}</Fact>
        )}
      </Facts>
      <Alert tone={deletion.closed_at ? 'warning' : 'info'} className="mt-3">
        {deletion.closed_at
          ? t('users.deletion.closed')
          : t('users.deletion.inWindow', { until: formatMoment(deletion.window_ends_at) })}
      </Alert>
      {canAct && (
        <Button className="mt-4" size="sm" onClick={() => setAsking(true)}>
          {t('users.deletion.recover')}
        </Button>
      )}
      {asking && (
        <ActionDialog
          title={t('users.deletion.dialogTitle', { name: user.name })}
          message={t('users.deletion.dialogMessage')}
          confirmLabel={t('users.deletion.confirm')}
          loading={recover.isPending}
          error={recover.error}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            recover.mutate(undefined, {
              onSuccess: () => {
                snackbar.show({ message: t('users.deletion.done', { name: user.name }), color: 'success' });
                setAsking(false);
              },
            })
          }
        />
      )}
    </Card>
  );
}
