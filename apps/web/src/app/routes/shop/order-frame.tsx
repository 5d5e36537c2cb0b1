import type { ReactNode } from 'react';

/**
 * The frame of the shop's order screens: wider than ui/Page for the summary column beside the
 * content from md up; the heading shows from md up (the phone toolbar carries the title).
 */
export function OrderFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl">
      <h1 className="sr-only text-2xl font-bold tracking-tight text-slate-900 md:not-sr-only md:mb-5">
        {title}
      </h1>
      {children}
    </div>
  );
}
