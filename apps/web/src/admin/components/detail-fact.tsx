import type { ReactNode } from 'react';

/** One label and value of a console detail card (inside a `<dl>`): the label small and muted above. */
export function DetailFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
