import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCollections } from '../api/catalog';
import { ProductImage } from './product-image';

/** The shop's collections as cards (the shop home): picture, name, how many products. */
export function CollectionCards() {
  const { t } = useTranslation('shop');
  const { data, isPending } = useCollections();
  if (isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {data.map((c) => (
        <li key={c.id}>
          <Link
            to={`/shop/collection/${encodeURIComponent(c.slug)}`}
            className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-2 pr-3 hover:border-brand-300"
          >
            <ProductImage src={c.image} className="size-14 shrink-0 rounded-xl" />
            <span className="min-w-0">
              <span className="line-clamp-2 text-sm font-semibold text-slate-900">{c.name}</span>
              <span className="block text-xs text-slate-500">
                {t('productCount', { count: c.product_count })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The collections as a row of chips (a collection page: the others one tap away). */
export function CollectionChips() {
  const { t } = useTranslation('shop');
  const { data } = useCollections();
  const ref = useRef<HTMLElement>(null);
  // The current collection's chip is in view on a phone, even when it is far down the row.
  const ready = Boolean(data?.length);
  useEffect(() => {
    if (!ready) return;
    const nav = ref.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && active) nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [ready]);
  if (!data || data.length === 0) return null;
  return (
    <nav ref={ref} aria-label={t('collections')} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-1">
        {data.map((c) => (
          <li key={c.id} className="shrink-0">
            <NavLink
              to={`/shop/collection/${encodeURIComponent(c.slug)}`}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium',
                  isActive
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400',
                )
              }
            >
              {c.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
