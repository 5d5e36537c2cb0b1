import type { ConsoleUserRow } from '@konter/core/contracts/console';
import { useTranslation } from 'react-i18next';
import { Pill } from '../../components/ui/pill';
import { statusTone, useCategoryName } from './labels';

/** A user's category, status and (when deleted) deletion state as pills. */
export function UserBadges({ user }: { user: Pick<ConsoleUserRow, 'category' | 'status' | 'deletion'> }) {
  const { t } = useTranslation('console');
  const categoryName = useCategoryName();
  return (
    <span className="flex flex-wrap gap-1">
      <Pill tone="bg-sky-100 text-sky-800" data-testid="user-category">
        {categoryName(user.category)}
      </Pill>
      <Pill tone={statusTone[user.status]} data-testid="user-status">
        {t(`users.status.${user.status}`)}
      </Pill>
      {user.deletion && (
        <Pill tone="bg-slate-200 text-slate-700">
          {user.deletion.closed_at ? t('users.closedBadge') : t('users.deletedBadge')}
        </Pill>
      )}
    </span>
  );
}
