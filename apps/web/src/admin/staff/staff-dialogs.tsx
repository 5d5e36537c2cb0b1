import {
  type StaffMember,
  type StaffRolesInput,
  type StaffRolesRequest,
  staffRolesRequest,
} from '@konter/core/contracts/console';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog';
import { useSnackbar } from '../../components/ui/snackbar';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../lib/form';
import { useResetStaffTotp } from '../api/reset-staff-totp';
import { useSetStaffRoles } from '../api/set-staff-roles';
import { useSetStaffStatus } from '../api/set-staff-status';
import { RoleCheckboxes } from './role-checkboxes';
import type { StaffAction } from './staff-list';

/** The dialog of one action on one account (confirmations, the roles form); null when none. */
export function StaffActionDialog({
  action,
  member,
  onClose,
}: {
  action: StaffAction | null;
  member: StaffMember | null;
  onClose: () => void;
}) {
  if (!action || !member) return null;
  if (action === 'roles') return <RolesDialog member={member} onClose={onClose} />;
  if (action === 'reset') return <ResetTotpDialog member={member} onClose={onClose} />;
  return (
    <StatusDialog member={member} status={action === 'disable' ? 'disabled' : 'active'} onClose={onClose} />
  );
}

/** The refusal a dialog shows itself (last owner, oneself); others go to the snackbar. */
const refusal = (t: Parameters<typeof errorMessage>[0], error: unknown) =>
  isApiError(error) && error.status === 422 ? errorMessage(t, error) : null;

function StatusDialog({
  member,
  status,
  onClose,
}: {
  member: StaffMember;
  status: 'active' | 'disabled';
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const setStatus = useSetStaffStatus();
  const key = status === 'disabled' ? 'disableDialog' : 'enableDialog';
  const failed = refusal(t, setStatus.error);
  return (
    <ConfirmDialog
      open
      title={t(`staff.${key}.title`, { name: member.name })}
      message={
        <>
          {t(`staff.${key}.message`)}
          {failed && (
            <Alert tone="error" className="mt-3">
              {failed}
            </Alert>
          )}
        </>
      }
      confirmLabel={t(`staff.${key}.confirm`)}
      destructive={status === 'disabled'}
      loading={setStatus.isPending}
      onCancel={onClose}
      onConfirm={() =>
        setStatus.mutate(
          { id: member.id, status },
          {
            onSuccess: () => {
              snackbar.show({ message: t(`staff.${key}.done`, { name: member.name }), color: 'success' });
              onClose();
            },
          },
        )
      }
    />
  );
}

function ResetTotpDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const reset = useResetStaffTotp();
  return (
    <ConfirmDialog
      open
      title={t('staff.resetDialog.title', { name: member.name })}
      message={t('staff.resetDialog.message')}
      confirmLabel={t('staff.resetDialog.confirm')}
      loading={reset.isPending}
      onCancel={onClose}
      onConfirm={() =>
        reset.mutate(member.id, {
          onSuccess: () => {
            snackbar.show({ message: t('staff.resetDialog.done', { name: member.name }), color: 'success' });
            onClose();
          },
        })
      }
    />
  );
}

function RolesDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation(['console', 'common']);
  const snackbar = useSnackbar();
  const save = useSetStaffRoles();
  const form = useLocalizedForm<StaffRolesInput, StaffRolesRequest>(staffRolesRequest, {
    defaultValues: { roles: [...member.roles] },
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: member.id, ...values },
      {
        onSuccess: () => {
          snackbar.show({ message: t('staff.rolesDialog.done', { name: member.name }), color: 'success' });
          onClose();
        },
        onError: (e) => server.handle(e),
      },
    ),
  );
  const { errors } = form.formState;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('staff.rolesDialog.title', { name: member.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('common:action.cancel')}
          </Button>
          <Button type="submit" form="staff-roles-form" loading={save.isPending}>
            {t('staff.rolesDialog.save')}
          </Button>
        </>
      }
    >
      <form id="staff-roles-form" onSubmit={submit} noValidate className="space-y-3">
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <RoleCheckboxes
          legend={t('staff.create.roles')}
          error={errors.roles?.message ?? errors.roles?.root?.message}
          field={form.register('roles')}
        />
      </form>
    </Dialog>
  );
}
