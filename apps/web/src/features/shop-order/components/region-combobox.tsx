import type { Region } from '@konter/core/contracts/regions';
import { REGION_SEARCH_MIN } from '@konter/core/contracts/regions';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { fieldClasses } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useRegionSearch } from '../api';

/** The four names of a picked region, or of an address already saved. */
export interface RegionNames {
  province: string;
  city: string;
  district: string;
  sub_district: string;
}

export const regionLabel = (r: RegionNames) =>
  [r.sub_district, r.district, r.city, r.province].filter(Boolean).join(', ');

/**
 * The region search (calls §7.6 shop/public/shiping/region): type 3+ letters of the village,
 * district or city, pick "Kelurahan, Kecamatan, Kota, Provinsi" from the list (keyboard: arrows,
 * Enter, Escape). The four names come only from a pick, never from free text. Shared with the
 * multi-courier form (its sender and recipient); a failed search says so (spec §8.3 "region load
 * failed").
 */
export function RegionCombobox({
  value,
  onPick,
  error,
}: {
  value: RegionNames | null;
  onPick: (region: Region) => void;
  error?: string;
}) {
  const { t } = useTranslation('shopOrder');
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const term = useDebouncedValue(text.trim(), 300);
  const search = useRegionSearch(open ? term : '');
  const options = term.length >= REGION_SEARCH_MIN ? (search.data ?? []) : [];
  const listId = `${id}-list`;
  const describedBy = [`${id}-help`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  const pick = (r: Region) => {
    onPick(r);
    setText('');
    setOpen(false);
  };

  let status: string | null = null;
  if (open && text.trim().length > 0 && text.trim().length < REGION_SEARCH_MIN)
    status = t('region.typeMore', { min: REGION_SEARCH_MIN });
  else if (open && term.length >= REGION_SEARCH_MIN) {
    if (search.isError) status = t('region.failed');
    else if (search.isFetching && !search.data) status = t('region.searching');
    else if (search.data && options.length === 0) status = t('region.none');
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('region.label')}
      </label>
      {value && (
        <p
          className="flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900"
          data-testid="region-picked"
        >
          <Icon name="check" className="mt-0.5 size-4 shrink-0" />
          <span>{regionLabel(value)}</span>
        </p>
      )}
      <div className="relative">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          id={id}
          role="combobox"
          aria-expanded={open && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder={value ? t('region.change') : t('region.placeholder')}
          className={cn(fieldClasses(Boolean(error)), 'pl-11')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((a) => Math.min(a + 1, Math.max(0, options.length - 1)));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => Math.max(0, a - 1));
            } else if (e.key === 'Enter') {
              const r = options[active];
              if (open && r) {
                e.preventDefault();
                pick(r);
              }
            } else if (e.key === 'Escape') setOpen(false);
          }}
        />
        {open && options.length > 0 && (
          <div
            id={listId}
            role="listbox"
            aria-label={t('region.label')}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
          >
            {options.map((r, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter)
              <div
                key={r.id}
                tabIndex={-1}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className={cn(
                  'cursor-pointer px-3.5 py-2.5 text-sm text-slate-800',
                  i === active ? 'bg-brand-50' : 'hover:bg-slate-50',
                )}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => pick(r)}
              >
                <span className="font-medium text-slate-900">{r.sub_district}</span>
                <span className="block text-slate-600">{[r.district, r.city, r.province].join(', ')}</span>
              </div>
            ))}
          </div>
        )}
      </div>
      <p
        id={`${id}-help`}
        className={cn('text-sm', search.isError && status ? 'text-red-700' : 'text-slate-500')}
        aria-live="polite"
      >
        {status ?? t('region.help')}
      </p>
      {error && (
        <p id={`${id}-error`} className="flex items-start gap-1 text-sm text-red-700">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
