import type { ReactNode } from 'react';

/**
 * The heading row of a small table inside a card: every heading semibold with the same padding, a gap
 * to the right of all but the last; the columns named in `right` (by index) aligned right.
 */
export function HeadRow({
  labels,
  padding,
  gap,
  right = [],
}: {
  labels: readonly ReactNode[];
  padding: string;
  gap: string;
  right?: readonly number[];
}) {
  return (
    <tr>
      {labels.map((label, i) => (
        <th
          // biome-ignore lint/suspicious/noArrayIndexKey: the headings are a fixed list
          key={i}
          scope="col"
          className={[
            padding,
            i < labels.length - 1 && gap,
            right.includes(i) && 'text-right',
            'font-semibold',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {label}
        </th>
      ))}
    </tr>
  );
}
