import { Fragment, type ReactNode } from 'react';
import { useWide } from '../lib/use-wide';

/** One column of a console table: its heading and what each row shows in it. */
export interface Column<T> {
  /** The heading; with `hideHeader` it is read by screen readers only (an actions column). */
  header: ReactNode;
  hideHeader?: boolean;
  cell: (row: T) => ReactNode;
  /** Classes added to the cell's padding (alignment, width, `whitespace-nowrap`, fonts). */
  className?: string;
}

/** Attributes of a row's `<tr>` and `<li>` (tests and journeys find rows by them). */
type RowAttributes = Record<`data-${string}`, string | number | undefined>;

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** A row's card on a phone (the list item's content). */
  card: (row: T) => ReactNode;
  rowAttributes?: (row: T) => RowAttributes;
  /** Something shown under a row of the table across all columns (an opened detail), or nothing. */
  detail?: (row: T) => { id: string; content: ReactNode } | null;
  /** Classes of each card, instead of the default spacing (the border, corners and padding stay). */
  cardClassName?: string;
  /** The table's accessible name. */
  label?: string;
}

/**
 * The console's lists: a table on wide screens, one card per row on a phone (never both in the page,
 * lib/use-wide). Every list of the console is one of these, so the tables look alike and a phone
 * never gets a table wider than the screen.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  return useWide() ? <Table {...props} /> : <Cards {...props} />;
}

function Table<T>({ rows, columns, rowKey, rowAttributes, detail, label }: DataTableProps<T>) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a fixed list
              <th key={i} scope="col" className="px-4 py-3 font-semibold">
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const below = detail?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr className="align-top" {...rowAttributes?.(row)}>
                  {columns.map((column, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a fixed list
                    <td key={i} className={`px-4 py-3 ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
                {below && (
                  <tr id={below.id}>
                    <td colSpan={columns.length} className="bg-slate-50/60 px-4 py-3">
                      {below.content}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Cards<T>({ rows, rowKey, card, rowAttributes, cardClassName = 'space-y-3' }: DataTableProps<T>) {
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          className={`rounded-2xl border border-slate-200 bg-white p-4 ${cardClassName}`}
          {...rowAttributes?.(row)}
        >
          {card(row)}
        </li>
      ))}
    </ul>
  );
}
