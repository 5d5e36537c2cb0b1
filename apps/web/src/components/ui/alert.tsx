import type { ReactNode } from 'react';
import { cn } from './cn';
import { Icon, type IconName } from './icons';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';
const tones: Record<AlertTone, { box: string; icon: IconName }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: 'alert' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: 'alert' },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: 'info' },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: 'success' },
};

export function Alert({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  // Errors interrupt (role=alert); other tones are announced politely.
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', tones[tone].box, className)}
    >
      <Icon name={tones[tone].icon} className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
