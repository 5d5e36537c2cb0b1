import type { ReactNode } from 'react';

/** A card's label–value list: two columns at every width, the label muted. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2.5 text-sm">{children}</dl>;
}

export function Fact({
  label,
  children,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}
