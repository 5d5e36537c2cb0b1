import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';

/** A row of labelled figures (a report's totals): two columns on a phone, `cols` on a wide screen. */
export function Figures({
  items,
  className,
  testId,
}: {
  items: { label: string; value: ReactNode; tone?: 'good' | 'bad' }[];
  className?: string;
  testId?: string;
}) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:grid-cols-4', className)} data-testid={testId}>
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{item.label}</dt>
          <dd
            className={cn(
              'mt-1 text-lg font-bold tabular-nums sm:text-xl',
              item.tone === 'good'
                ? 'text-emerald-700'
                : item.tone === 'bad'
                  ? 'text-red-700'
                  : 'text-slate-900',
            )}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
