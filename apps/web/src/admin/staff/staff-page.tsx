import type { StaffMember } from '@konter/core/contracts/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useStaffList } from '../api/list-staff';
import { useStaff } from '../auth/staff-context';
import { ConsolePage } from '../components/console-page';
import { CreateStaffForm } from './create-staff-form';
import { StaffActionDialog } from './staff-dialogs';
import { type StaffAction, StaffList } from './staff-list';

/** /admin/staff (owner): the staff accounts, a new one, roles, status and authenticator resets. */
export default function StaffPage() {
  const { t } = useTranslation('console');
  const me = useStaff();
  const list = useStaffList();
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<{ action: StaffAction; member: StaffMember } | null>(null);

  return (
    <ConsolePage
      title={t('staff.title')}
      description={t('staff.description')}
      action={
        !creating && (
          <Button onClick={() => setCreating(true)}>
            <Icon name="plus" className="size-5" />
            {t('staff.add')}
          </Button>
        )
      }
    >
      {creating && <CreateStaffForm onDone={() => setCreating(false)} onCancel={() => setCreating(false)} />}
      {list.isPending ? (
        <PageSkeleton label={t('staff.loading')} />
      ) : list.isError ? (
        <QueryError onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState icon="contacts" title={t('staff.empty')} />
      ) : (
        <StaffList
          staff={list.data}
          selfId={me.id}
          onAction={(action, member) => setDialog({ action, member })}
        />
      )}
      <StaffActionDialog
        action={dialog?.action ?? null}
        member={dialog?.member ?? null}
        onClose={() => setDialog(null)}
      />
    </ConsolePage>
  );
}
