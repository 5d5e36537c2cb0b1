import {
  type ConsoleUserDetail,
  type ConsoleUserStatusInput,
  type ConsoleUserStatusRequest,
  consoleUserStatusRequest,
  USER_CATEGORIES,
  type UserCategory,
  type UserStatus,
} from '@konter/core/contracts/console';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { Pill } from '../../components/ui/pill';
import { useSnackbar } from '../../components/ui/snackbar';
import { TextField } from '../../components/ui/text-field';
import { useLocalizedForm, useServerErrors } from '../../lib/form';
import { ActionDialog } from './action-dialog';
import { useSetUserCategory } from './api/set-user-category';
import { useSetUserStatus } from './api/set-user-status';
import { Fact, Facts } from './facts';
import { categoryKey, statusTone, useCategoryName } from './labels';

/** Category (member, agent, master) and status (active, non-active), each changed after a confirmation. */
export function StandingCard({ user, canAct }: { user: ConsoleUserDetail; canAct: boolean }) {
  const { t } = useTranslation('console');
  const categoryName = useCategoryName();
  const [dialog, setDialog] = useState<'category' | 'status' | null>(null);
  const nextStatus: UserStatus = user.status === 'active' ? 'non_active' : 'active';
  return (
    <Card data-testid="user-standing">
      <CardHeader title={t('users.standing.title')} />
      <Facts>
        <Fact label={t('users.standing.category')} testId="user-category-value">
          <span className="font-semibold">{categoryName(user.category)}</span>
          <span className="block text-xs text-slate-500">
            {t(`users.categoryHelp.${categoryKey(user.category)}`)}
          </span>
        </Fact>
        <Fact label={t('users.standing.status')} testId="user-status-value">
          <Pill tone={statusTone[user.status]}>{t(`users.status.${user.status}`)}</Pill>
          {user.status === 'non_active' && (
            <span className="mt-1 block text-xs text-slate-500">{t('users.standing.inactiveHelp')}</span>
          )}
        </Fact>
      </Facts>
      {canAct && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setDialog('category')}>
            {t('users.standing.changeCategory')}
          </Button>
          <Button
            variant={nextStatus === 'non_active' ? 'ghost' : 'secondary'}
            size="sm"
            className={nextStatus === 'non_active' ? 'text-red-700 hover:bg-red-50' : undefined}
            onClick={() => setDialog('status')}
          >
            {nextStatus === 'non_active' ? t('users.standing.deactivate') : t('users.standing.activate')}
          </Button>
        </div>
      )}
      {dialog === 'category' && <CategoryDialog user={user} onClose={() => setDialog(null)} />}
      {dialog === 'status' && (
        <StatusDialog user={user} status={nextStatus} onClose={() => setDialog(null)} />
      )}
    </Card>
  );
}

function CategoryDialog({ user, onClose }: { user: ConsoleUserDetail; onClose: () => void }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const categoryName = useCategoryName();
  const save = useSetUserCategory(user.id);
  const name = useId();
  const [choice, setChoice] = useState<UserCategory>(
    (USER_CATEGORIES as readonly number[]).includes(user.category) ? (user.category as UserCategory) : 1,
  );
  const changed = choice !== user.category;
  return (
    <ActionDialog
      title={t('users.categoryDialog.title', { name: user.name })}
      message={
        changed
          ? t('users.categoryDialog.message', { from: categoryName(user.category), to: categoryName(choice) })
          : t('users.categoryDialog.choose')
      }
      confirmLabel={t('users.categoryDialog.confirm')}
      loading={save.isPending}
      error={save.error}
      onCancel={onClose}
      onConfirm={() => {
        if (!changed) return onClose();
        save.mutate(choice, {
          onSuccess: () => {
            snackbar.show({
              message: t('users.categoryDialog.done', { name: user.name, to: categoryName(choice) }),
              color: 'success',
            });
            onClose();
          },
        });
      }}
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">
          {t('users.categoryDialog.choose')}
        </legend>
        {USER_CATEGORIES.map((category) => (
          <label
            key={category}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={category}
              checked={choice === category}
              onChange={() => setChoice(category)}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">{categoryName(category)}</span>
              <span className="block text-sm text-slate-600">
                {t(`users.categoryHelp.${categoryKey(category)}`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </ActionDialog>
  );
}

function StatusDialog({
  user,
  status,
  onClose,
}: {
  user: ConsoleUserDetail;
  status: UserStatus;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const save = useSetUserStatus(user.id);
  const formId = useId();
  const form = useLocalizedForm<ConsoleUserStatusInput, ConsoleUserStatusRequest>(consoleUserStatusRequest, {
    defaultValues: { status, reason: '' },
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const deactivate = status === 'non_active';
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        snackbar.show({
          message: t('users.statusDialog.done', { name: user.name, status: t(`users.status.${status}`) }),
          color: 'success',
        });
        onClose();
      },
      onError: (e) => server.handle(e),
    }),
  );
  return (
    <ActionDialog
      title={t(deactivate ? 'users.statusDialog.deactivateTitle' : 'users.statusDialog.activateTitle', {
        name: user.name,
      })}
      message={t(deactivate ? 'users.statusDialog.deactivateMessage' : 'users.statusDialog.activateMessage')}
      confirmLabel={deactivate ? t('users.standing.deactivate') : t('users.standing.activate')}
      destructive={deactivate}
      loading={save.isPending}
      error={save.error}
      onCancel={onClose}
      formId={formId}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={t('users.statusDialog.reason')}
          help={t('users.statusDialog.reasonHelp')}
          maxLength={300}
          autoComplete="off"
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      </form>
    </ActionDialog>
  );
}
