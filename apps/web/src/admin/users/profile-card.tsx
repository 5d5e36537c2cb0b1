import type { ConsoleUserDetail } from '@konter/core/contracts/console';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../components/ui/card';
import { Icon } from '../../components/ui/icons';
import { formatMoment } from '../lib/format';
import { Fact, Facts } from './facts';

function Verified({ at }: { at: string | null }) {
  const { t } = useTranslation('console');
  return at ? (
    <span
      className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700"
      title={formatMoment(at)}
    >
      <Icon name="check" className="size-4" />
      {t('users.profile.verified')}
    </span>
  ) : (
    <span className="text-xs font-semibold text-amber-700">{t('users.profile.notVerified')}</span>
  );
}

/** Who the user is: contacts (with their verification), when they joined and were last seen. */
export function ProfileCard({ user }: { user: ConsoleUserDetail }) {
  const { t } = useTranslation('console');
  return (
    <Card data-testid="user-profile">
      <CardHeader title={t('users.profile.title')} />
      <Facts>
        <Fact label={t('users.profile.phone')}>
          <span className="mr-2 tabular-nums">{user.hp}</span>
          <Verified at={user.phone_verified_at} />
        </Fact>
        <Fact label={t('users.profile.email')}>
          <span className="mr-2 break-all">{user.email}</span>
          <Verified at={user.email_verified_at} />
        </Fact>
        <Fact label={t('users.profile.created')}>{formatMoment(user.created_at)}</Fact>
        <Fact label={t('users.profile.lastSeen')}>
          {user.last_seen_at ? formatMoment(user.last_seen_at) : t('users.profile.never')}
        </Fact>
        <Fact label={t('users.profile.referral')}>
          <span className="font-mono">{user.referral_code}</span>
        </Fact>
      </Facts>
      {(user.is_sales || user.developer_mode) && (
        <p className="mt-3 flex flex-wrap gap-2 text-xs font-semibold">
          {user.is_sales && (
            <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-violet-800">
              {t('users.profile.sales')}
            </span>
          )}
          {user.developer_mode && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-900">
              {t('users.profile.developer')}
            </span>
          )}
        </p>
      )}
    </Card>
  );
}
