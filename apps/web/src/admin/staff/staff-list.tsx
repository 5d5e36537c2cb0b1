import type { StaffMember } from '@konter/core/contracts/console';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Pill } from '../../components/ui/pill';
import { DataTable } from '../components/data-table';
import { RoleBadges } from '../components/role-badges';
import { formatMoment } from '../lib/format';

export type StaffAction = 'roles' | 'reset' | 'disable' | 'enable';

interface ListProps {
  staff: StaffMember[];
  selfId: number;
  onAction: (action: StaffAction, member: StaffMember) => void;
}

/** The staff accounts: a table on wide screens, one card each on a phone. */
export function StaffList({ staff, selfId, onAction }: ListProps) {
  const { t } = useTranslation('console');
  return (
    <DataTable
      rows={staff}
      rowKey={(member) => member.id}
      rowAttributes={(member) => ({ 'data-testid': `staff-${member.email}` })}
      columns={[
        {
          header: t('staff.col.name'),
          cell: (member) => <NameCell member={member} self={member.id === selfId} />,
        },
        { header: t('staff.col.roles'), cell: (member) => <RoleBadges roles={member.roles} /> },
        { header: t('staff.col.status'), cell: (member) => <StatusPill member={member} /> },
        { header: t('staff.col.totp'), cell: (member) => <TotpState member={member} /> },
        {
          header: t('staff.col.lastLogin'),
          className: 'text-slate-600',
          cell: (member) => lastLogin(member, t('never')),
        },
        {
          header: t('staff.col.actions'),
          className: 'w-px',
          cell: (member) => (
            <Actions member={member} self={member.id === selfId} onAction={onAction} stacked />
          ),
        },
      ]}
      card={(member) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <NameCell member={member} self={member.id === selfId} />
            <StatusPill member={member} />
          </div>
          <RoleBadges roles={member.roles} />
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-500">{t('staff.col.totp')}</dt>
              <dd>
                <TotpState member={member} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('staff.col.lastLogin')}</dt>
              <dd className="text-slate-700">{lastLogin(member, t('never'))}</dd>
            </div>
          </dl>
          <Actions member={member} self={member.id === selfId} onAction={onAction} />
        </>
      )}
    />
  );
}

function StatusPill({ member }: { member: StaffMember }) {
  const { t } = useTranslation('console');
  return (
    <Pill
      tone={member.status === 'active' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}
    >
      {t(`staff.status.${member.status}`)}
    </Pill>
  );
}

function TotpState({ member }: { member: StaffMember }) {
  const { t } = useTranslation('console');
  return (
    <span className={`whitespace-nowrap ${member.totp_enrolled ? 'text-emerald-700' : 'text-amber-700'}`}>
      {member.totp_enrolled ? t('staff.totp.yes') : t('staff.totp.no')}
    </span>
  );
}

function Actions({
  member,
  self,
  onAction,
  stacked = false,
}: {
  member: StaffMember;
  self: boolean;
  onAction: ListProps['onAction'];
  /** In the table: one button under the other, all as wide as the longest. */
  stacked?: boolean;
}) {
  const { t } = useTranslation('console');
  return (
    <div
      className={stacked ? 'flex flex-col items-stretch gap-1.5 whitespace-nowrap' : 'flex flex-wrap gap-2'}
    >
      <Button variant="secondary" size="sm" onClick={() => onAction('roles', member)}>
        {t('staff.action.editRoles')}
      </Button>
      {member.totp_enrolled && (
        <Button variant="secondary" size="sm" onClick={() => onAction('reset', member)}>
          {t('staff.action.resetTotp')}
        </Button>
      )}
      {/* The server refuses to disable oneself: the button is not offered. */}
      {!self &&
        (member.status === 'active' ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            onClick={() => onAction('disable', member)}
          >
            {t('staff.action.disable')}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => onAction('enable', member)}>
            {t('staff.action.enable')}
          </Button>
        ))}
    </div>
  );
}

function NameCell({ member, self }: { member: StaffMember; self: boolean }) {
  const { t } = useTranslation('console');
  return (
    <div className="min-w-0">
      <p className="font-semibold text-slate-900">
        {member.name}
        {self && <span className="ml-2 text-xs font-normal text-slate-500">({t('staff.you')})</span>}
      </p>
      <p className="truncate text-sm text-slate-600">{member.email}</p>
    </div>
  );
}

function lastLogin(member: StaffMember, never: string) {
  return member.last_login_at ? formatMoment(member.last_login_at) : never;
}
