import { SHOP_SEARCH_MAX, SHOP_SORTS, type ShopSort } from '@konter/core/contracts/shop';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';

export const isShopSort = (v: string | null): v is ShopSort =>
  (SHOP_SORTS as readonly string[]).includes(v ?? '');

/** The search URL of a term (spec §2: /shop/search?search=…&sort=latest by default). */
export const searchUrl = (term: string, sort: ShopSort = 'latest') =>
  `/shop/search?${new URLSearchParams({ search: term, sort })}`;

/**
 * The shop's own search field (the toolbar's is on wide screens only): Enter searches the term; an
 * empty term goes to the shop home (spec §2 toolbar search).
 */
export function ShopSearchField({ initial = '', className }: { initial?: string; className?: string }) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  return (
    <search className={className}>
      <form
        action="/shop/search"
        onSubmit={(e) => {
          e.preventDefault();
          const term = String(new FormData(e.currentTarget).get('search') ?? '').trim();
          navigate(term ? searchUrl(term) : '/shop');
        }}
        className="relative"
      >
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          key={initial}
          type="search"
          name="search"
          defaultValue={initial}
          maxLength={SHOP_SEARCH_MAX}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          enterKeyHint="search"
          className="block min-h-12 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-11 text-base placeholder:text-slate-400 focus:border-brand-600 focus:outline-3 focus:outline-brand-500/40"
        />
        <input type="hidden" name="sort" value="latest" />
      </form>
    </search>
  );
}

/** The product order of a list (spec §2: latest by default; price low–high, high–low, popular). */
export function SortSelect({
  value,
  onChange,
  className,
}: {
  value: ShopSort;
  onChange: (sort: ShopSort) => void;
  className?: string;
}) {
  const { t } = useTranslation('shop');
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="shrink-0 text-sm text-slate-600">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => isShopSort(e.target.value) && onChange(e.target.value)}
        className="min-h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 focus:border-brand-600 focus:outline-3 focus:outline-brand-500/40"
      >
        {SHOP_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
