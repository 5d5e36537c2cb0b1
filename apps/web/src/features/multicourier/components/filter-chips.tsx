import { useEffect, useRef } from 'react';
import { cn } from '../../../components/ui/cn';

/** A row of toggle chips (one or none chosen), scrolling sideways on a phone. */
export function FilterChips<K extends string>({
  label,
  items,
  value,
  onChange,
  allLabel,
}: {
  label: string;
  items: readonly { key: K; label: string }[];
  value: K | undefined;
  onChange: (value: K | undefined) => void;
  allLabel: string;
}) {
  const row = useRef<HTMLDivElement>(null);
  // A chip chosen on arrival (a link from a dashboard tile) further along the row is scrolled into view.
  useEffect(() => {
    const el = row.current;
    const active = el?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (el && active) el.scrollLeft = Math.max(0, active.offsetLeft - el.offsetLeft - 16);
  }, []);
  const chip = (active: boolean) =>
    cn(
      'min-h-9 shrink-0 rounded-full border px-3 text-sm font-medium whitespace-nowrap',
      active
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
    );
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{label}</legend>
      <div ref={row} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        <button
          type="button"
          aria-pressed={value === undefined}
          className={chip(value === undefined)}
          onClick={() => onChange(undefined)}
        >
          {allLabel}
        </button>
        {items.map((i) => (
          <button
            key={i.key}
            type="button"
            aria-pressed={value === i.key}
            className={chip(value === i.key)}
            onClick={() => onChange(value === i.key ? undefined : i.key)}
          >
            {i.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
