import type { ConsoleUserRow } from '@konter/core/contracts/console';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { DataTable } from '../components/data-table';
import { formatMoment } from '../lib/format';
import { UserBadges } from './user-badges';

/** Users found (or a user's downlines): a table on wide screens, one card each on a phone. */
export function UserList({ users }: { users: ConsoleUserRow[] }) {
  const { t } = useTranslation('console');
  const from = useFromSearch();
  const name = (user: ConsoleUserRow) => (
    <Link to={userPath(user.id)} state={from} className="font-semibold text-slate-900 hover:text-brand-700">
      {user.name}
    </Link>
  );
  return (
    <DataTable
      rows={users}
      rowKey={(user) => user.id}
      rowAttributes={(user) => ({ 'data-testid': 'user-row', 'data-id': user.id })}
      columns={[
        {
          header: t('users.col.name'),
          cell: (user) => (
            <>
              {name(user)}
              <p className="text-slate-600 break-all">{user.email}</p>
            </>
          ),
        },
        {
          header: t('users.col.phone'),
          className: 'whitespace-nowrap text-slate-800 tabular-nums',
          cell: (user) => user.hp,
        },
        { header: t('users.col.status'), cell: (user) => <UserBadges user={user} /> },
        {
          header: t('users.col.referral'),
          className: 'font-mono text-xs text-slate-700',
          cell: (user) => user.referral_code,
        },
        {
          header: t('users.col.joined'),
          className: 'whitespace-nowrap text-slate-600',
          cell: (user) => formatMoment(user.created_at),
        },
        {
          header: t('users.open'),
          hideHeader: true,
          className: 'w-px',
          cell: (user) => <OpenLink user={user} />,
        },
      ]}
      card={(user) => (
        <>
          <div className="min-w-0">
            {name(user)}
            <p className="text-sm text-slate-600 tabular-nums">{user.hp}</p>
            <p className="text-sm break-all text-slate-600">{user.email}</p>
          </div>
          <UserBadges user={user} />
          <div className="flex items-end justify-between gap-3">
            <dl className="text-xs text-slate-500">
              <dt className="sr-only">{t('users.col.joined')}</dt>
              <dd>{formatMoment(user.created_at)}</dd>
            </dl>
            <OpenLink user={user} />
          </div>
        </>
      )}
    />
  );
}

const userPath = (id: number) => `/admin/users/${id}`;

/** The detail's "back" returns to this search (its term and page). */
const useFromSearch = () => ({ search: useLocation().search });

function OpenLink({ user }: { user: ConsoleUserRow }) {
  const { t } = useTranslation('console');
  return (
    <Link
      to={userPath(user.id)}
      state={useFromSearch()}
      className={buttonClasses('secondary', 'sm')}
      aria-label={`${t('users.open')} ${user.name}`}
    >
      {t('users.open')}
      <Icon name="chevronRight" className="size-4" />
    </Link>
  );
}
