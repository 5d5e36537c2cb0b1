import {
  STAFF_PASSWORD_MIN,
  type StaffCreateInput,
  type StaffCreateRequest,
  staffCreateRequest,
} from '@konter/core/contracts/console';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { useSnackbar } from '../../components/ui/snackbar';
import { TextField } from '../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../lib/form';
import { useCreateStaff } from '../api/create-staff';
import { RoleCheckboxes } from './role-checkboxes';

/** The owner's form for a new staff account: e-mail, name, a first password, roles. */
export function CreateStaffForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['console', 'common']);
  const snackbar = useSnackbar();
  const form = useLocalizedForm<StaffCreateInput, StaffCreateRequest>(staffCreateRequest, {
    defaultValues: { email: '', name: '', password: '', roles: [] },
    mode: 'onTouched',
  });
  const server = useServerErrors(form);
  const create = useCreateStaff();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (member) => {
        snackbar.show({ message: t('staff.create.done', { email: member.email }), color: 'success' });
        form.reset();
        onDone();
      },
      onError: (e) => server.handle(e),
    }),
  );

  return (
    <Card data-testid="staff-create">
      <CardHeader title={t('staff.create.title')} description={t('staff.create.description')} />
      <form onSubmit={submit} noValidate className="space-y-4">
        {server.alert && <Alert tone="error">{server.alert}</Alert>}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('staff.create.email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label={t('staff.create.name')}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
        </div>
        <TextField
          label={t('staff.create.password')}
          type="password"
          autoComplete="new-password"
          minLength={STAFF_PASSWORD_MIN}
          help={t('staff.create.passwordHelp')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <RoleCheckboxes
          legend={t('staff.create.roles')}
          error={errors.roles?.message ?? errors.roles?.root?.message}
          field={form.register('roles')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {t('common:action.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('staff.create.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
