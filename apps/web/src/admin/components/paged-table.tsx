import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Pager } from '../../components/ui/pager';
import { DataTable, type DataTableProps } from './data-table';

/** The words of a console pager (each page's own keys: the texts stay where they were). */
const PAGER_KEYS = {
  shop: { previous: 'shop.previous', next: 'shop.next', indicator: 'shop.pageOf' },
  users: { previous: 'users.pager.previous', next: 'users.pager.next', indicator: 'users.pager.indicator' },
  catalogue: {
    previous: 'catalogue.pager.previous',
    next: 'catalogue.pager.next',
    indicator: 'catalogue.pager.indicator',
  },
} as const;

/** Previous / next under a console list; nothing when the list has one page. */
export function ListPager({
  page,
  lastPage,
  onChange,
  label,
  words = 'shop',
}: {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  /** The pager's accessible name. */
  label: string;
  words?: keyof typeof PAGER_KEYS;
}) {
  const { t } = useTranslation('console');
  if (lastPage <= 1) return null;
  const keys = PAGER_KEYS[words];
  return (
    <Pager
      page={page}
      lastPage={lastPage}
      onChange={onChange}
      previousLabel={t(keys.previous)}
      nextLabel={t(keys.next)}
      indicator={t(keys.indicator, { page, last: lastPage })}
      label={label}
    />
  );
}

/** A row's "open" button: the short word on it, the row named for screen readers. */
export function OpenButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="sm" variant="secondary" onClick={onClick} aria-label={label}>
      {children}
    </Button>
  );
}

/** A table cell's main text with a small muted line under it (a date, a phone number). */
export function WithNote({ children, note }: { children: ReactNode; note: ReactNode }) {
  return (
    <>
      {children}
      <span className="block text-xs text-slate-500">{note}</span>
    </>
  );
}

/** A phone card's first line: the row's code and its state. */
export function CardTitle({ code, children }: { code: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-2">
      <span className="font-mono text-sm font-semibold">{code}</span>
      {children}
    </div>
  );
}

/** A phone card's last line: the amount and the row's button. */
export function CardTotal({ amount, children }: { amount: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between">
      <span className="font-semibold tabular-nums">{amount}</span>
      {children}
    </div>
  );
}

/** One page of a console list as the server sends it. */
interface PageQuery<T> {
  isPending: boolean;
  data?: { data: T[]; meta: { last_page: number } };
}

/**
 * A paged console list: "loading" while it loads, the empty state without rows, else the table (a
 * card per row on a phone) with the pager under it.
 */
export function PagedTable<T>({
  list,
  empty,
  page,
  onPage,
  pagerLabel,
  ...table
}: Omit<DataTableProps<T>, 'rows'> & {
  list: PageQuery<T>;
  /** The empty state's title. */
  empty: string;
  page: number;
  onPage: (page: number) => void;
  pagerLabel: string;
}) {
  const { t } = useTranslation('console');
  if (list.isPending) return <p className="text-slate-500">{t('loading')}</p>;
  if (!list.data) return null;
  if (list.data.data.length === 0) return <EmptyState title={empty} />;
  return (
    <>
      <DataTable rows={list.data.data} {...table} />
      <ListPager page={page} lastPage={list.data.meta.last_page} onChange={onPage} label={pagerLabel} />
    </>
  );
}
