import type { ConsoleUserDetail, ConsoleUserLink, ConsoleUserRow } from '@konter/core/contracts/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { QueryError } from '../../components/query-error';
import { Card, CardHeader } from '../../components/ui/card';
import { Icon } from '../../components/ui/icons';
import { PageSkeleton } from '../../components/ui/skeleton';
import { ListPager } from '../components/paged-table';
import { useUserDownlines } from './api/list-user-downlines';
import { useCategoryName } from './labels';

function UserLink({ user }: { user: ConsoleUserLink | ConsoleUserRow }) {
  const categoryName = useCategoryName();
  // The search "back" returns to stays the one this chain of users started from.
  const { state } = useLocation();
  return (
    <Link
      to={`/admin/users/${user.id}`}
      state={state}
      className="flex min-h-11 items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-slate-50"
    >
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-slate-900">{user.name}</span>
        <span className="block text-xs text-slate-600 tabular-nums">
          {user.hp} · {categoryName(user.category)}
        </span>
      </span>
      <Icon name="chevronRight" className="size-5 shrink-0 text-slate-400" />
    </Link>
  );
}

/** The user's upline (users.referred_by) and their downlines, each a link to that user. */
export function NetworkCard({ user }: { user: ConsoleUserDetail }) {
  const { t } = useTranslation('console');
  const [page, setPage] = useState(1);
  const downlines = useUserDownlines(user.id, page, user.downline_count > 0);
  return (
    <Card data-testid="user-network">
      <CardHeader title={t('users.network.title')} />
      <h3 className="text-sm font-semibold text-slate-700">{t('users.network.upline')}</h3>
      {user.upline ? (
        <div data-testid="user-upline">
          <UserLink user={user.upline} />
        </div>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t('users.network.noUpline')}</p>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-700">
        {t('users.network.downlines', { count: user.downline_count })}
      </h3>
      {user.downline_count === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('users.network.noDownlines')}</p>
      ) : downlines.isPending ? (
        <PageSkeleton rows={2} label={t('loading')} />
      ) : downlines.isError ? (
        <QueryError onRetry={() => void downlines.refetch()} />
      ) : (
        <>
          <ul data-testid="user-downlines">
            {downlines.data.data.map((d) => (
              <li key={d.id}>
                <UserLink user={d} />
              </li>
            ))}
          </ul>
          <ListPager
            page={page}
            lastPage={downlines.data.meta.last_page}
            onChange={setPage}
            label={t('users.network.pager')}
            words="users"
          />
        </>
      )}
    </Card>
  );
}
