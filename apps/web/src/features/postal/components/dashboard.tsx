import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatRupiah } from '../../../lib/money';
import { usePostalAgent } from '../api';
import { posPaths } from '../paths';

const TILES: { to: string; key: string; icon: IconName }[] = [
  { to: posPaths.send('nipos'), key: 'nipos', icon: 'send' },
  { to: posPaths.send('ipos'), key: 'ipos', icon: 'globe' },
  { to: posPaths.history, key: 'history', icon: 'history' },
  { to: posPaths.tracking, key: 'tracking', icon: 'mapPin' },
  { to: posPaths.cn23, key: 'cn23', icon: 'document' },
  { to: posPaths.manifest, key: 'manifest', icon: 'receipt' },
  { to: posPaths.spk, key: 'spk', icon: 'check' },
  { to: posPaths.reports, key: 'reports', icon: 'calendar' },
];

/** /pos: the postal agent's counter — deposit, today's numbers and every action. */
export function PosDashboard() {
  const { t } = useTranslation('postal');
  const { data: agent, isPending } = usePostalAgent();
  const counts = agent?.counts;
  const stats: [string, number | undefined][] = [
    ['today', counts?.today],
    ['waiting', counts?.waiting],
    ['inTransit', counts?.in_transit],
    ['delivered', counts?.delivered],
  ];
  return (
    <div className="space-y-5" data-testid="pos-dashboard">
      <div className="rounded-2xl bg-brand-700 p-5 text-white shadow-sm">
        <p className="text-sm text-brand-100">{t('dashboard.agent')}</p>
        <p className="mt-0.5 text-lg font-semibold">{agent?.name ?? '…'}</p>
        <p className="mt-3 text-sm text-brand-100">{t('dashboard.deposit')}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid="pos-deposit">
          {agent ? formatRupiah(agent.deposit) : '…'}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map(([key, n]) => (
          <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4">
            <p className="text-xs font-medium text-slate-500">
              {t(`dashboard.stats.${key}` as 'dashboard.stats.today')}
            </p>
            {isPending ? (
              <Skeleton className="mt-2 h-7 w-10" />
            ) : (
              <p className="mt-1 text-2xl font-bold text-slate-900">{n ?? 0}</p>
            )}
          </div>
        ))}
      </div>
      {counts && counts.cn23_drafts > 0 && (
        <Link
          to={posPaths.cn23}
          className="block rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {t('dashboard.drafts', { count: counts.cn23_drafts })}
        </Link>
      )}
      <nav aria-label={t('dashboard.actions')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {TILES.map((tile) => (
          <Link
            key={tile.key}
            to={tile.to}
            className="flex min-h-24 flex-col items-start justify-between rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-300 hover:bg-brand-50"
          >
            <Icon name={tile.icon} className="size-6 text-brand-700" />
            <span className="mt-2 text-sm font-semibold text-slate-900">
              {t(`dashboard.tiles.${tile.key}` as 'dashboard.tiles.nipos')}
            </span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
