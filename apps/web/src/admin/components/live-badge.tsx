import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn';
import { useConsoleLive } from '../lib/live';

/** Whether a live screen is on the staff socket ("Langsung") or polling, and when its data was read. */
export function LiveBadge({ updated }: { updated?: string }) {
  const { t } = useTranslation('console');
  const live = useConsoleLive();
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <span
        className={cn(
          'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold',
          live ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700',
        )}
        title={live ? t('dashboard.liveHelp') : undefined}
        data-testid="console-live"
        data-live={live ? 'on' : 'off'}
      >
        <span
          aria-hidden="true"
          className={cn('size-2 rounded-full', live ? 'animate-pulse bg-emerald-500' : 'bg-slate-400')}
        />
        {live ? t('dashboard.live') : t('dashboard.polling')}
      </span>
      {updated && <span className="text-xs text-slate-500">{t('dashboard.updated', { time: updated })}</span>}
    </div>
  );
}
