import type { ReactNode } from 'react';
import { cn } from './cn';
import { Icon, type IconName } from './icons';

export function EmptyState({
  icon = 'inbox',
  title,
  description,
  action,
  className,
}: {
  icon?: IconName;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** E.g. `flex-1 justify-center` to centre it on a full-height page (route `flex`). */
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center px-4 py-10 text-center', className)}>
      <div className="mb-4 flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-8" />
      </div>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {description && <p className="mt-1 max-w-sm text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
