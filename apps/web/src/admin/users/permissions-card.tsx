import type { ConsoleUserDetail } from '@konter/core/contracts/console';
import { type PermissionName, permissionNames } from '@konter/core/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { Pill } from '../../components/ui/pill';
import { useSnackbar } from '../../components/ui/snackbar';
import { ActionDialog } from './action-dialog';
import { useSetUserPermission } from './api/set-user-permission';

/** Each permission an operator grants, with its one-line meaning, whether the user has it, and the toggle. */
export function PermissionsCard({ user, canAct }: { user: ConsoleUserDetail; canAct: boolean }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const save = useSetUserPermission(user.id);
  const [asking, setAsking] = useState<{ permission: PermissionName; granted: boolean } | null>(null);
  const label = (p: PermissionName) => t(`users.permissions.names.${p}`);
  return (
    <Card data-testid="user-permissions">
      <CardHeader title={t('users.permissions.title')} description={t('users.permissions.description')} />
      <ul className="divide-y divide-slate-100">
        {permissionNames.map((permission) => {
          const granted = user.permissions.includes(permission);
          return (
            <li
              key={permission}
              data-testid={`permission-${permission}`}
              className="flex items-start gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">
                  {label(permission)}{' '}
                  <span className="inline-block font-mono text-xs font-normal text-slate-500">
                    {permission}
                  </span>
                </p>
                <p className="text-sm text-slate-600">{t(`users.permissions.help.${permission}`)}</p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-2">
                <Pill tone={granted ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600'}>
                  {granted ? t('users.permissions.granted') : t('users.permissions.notGranted')}
                </Pill>
                {canAct && (
                  <Button
                    variant={granted ? 'ghost' : 'secondary'}
                    size="sm"
                    className={granted ? 'text-red-700 hover:bg-red-50' : undefined}
                    aria-label={`${granted ? t('users.permissions.revoke') : t('users.permissions.grant')} ${label(permission)}`}
                    onClick={() => setAsking({ permission, granted: !granted })}
                  >
                    {granted ? t('users.permissions.revoke') : t('users.permissions.grant')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {asking && (
        <ActionDialog
          title={t(asking.granted ? 'users.permissions.grantTitle' : 'users.permissions.revokeTitle', {
            permission: label(asking.permission),
            name: user.name,
          })}
          message={t(`users.permissions.help.${asking.permission}`)}
          confirmLabel={asking.granted ? t('users.permissions.grant') : t('users.permissions.revoke')}
          destructive={!asking.granted}
          loading={save.isPending}
          error={save.error}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            save.mutate(asking, {
              onSuccess: () => {
                snackbar.show({
                  message: t(
                    asking.granted ? 'users.permissions.grantDone' : 'users.permissions.revokeDone',
                    {
                      permission: label(asking.permission),
                    },
                  ),
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
