import type { ReactNode } from 'react';
import { Button } from './button';
import { Icon } from './icons';

/** Previous / next with the page indicator between (spec §2: disabled at the first and last page). */
export function Pager({
  page,
  lastPage,
  onChange,
  previousLabel,
  nextLabel,
  indicator,
  label,
}: {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
  indicator: ReactNode;
  label: string;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <Icon name="chevronLeft" className="size-5" />
        {previousLabel}
      </Button>
      <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
        {indicator}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => onChange(page + 1)}>
        {nextLabel}
        <Icon name="chevronRight" className="size-5" />
      </Button>
    </nav>
  );
}
