import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A screen's heading and body. With `toolbarTitle` the phone toolbar already shows the title next to
 * the back arrow, so the heading is visible from md up only (screen readers always get it).
 */
export function Page({
  title,
  description,
  toolbarTitle = false,
  narrow = false,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  toolbarTitle?: boolean;
  narrow?: boolean;
  children: ReactNode;
}) {
  const headerOnlyOnDesktop = toolbarTitle && !description;
  return (
    <div className={cn('mx-auto w-full', narrow ? 'max-w-md' : 'max-w-3xl')}>
      <header className={headerOnlyOnDesktop ? 'md:mb-5' : 'mb-5'}>
        <h1
          className={cn(
            'text-2xl font-bold tracking-tight text-slate-900',
            toolbarTitle && 'sr-only md:not-sr-only',
          )}
        >
          {title}
        </h1>
        {description && <p className="mt-1 text-slate-600 md:mt-1">{description}</p>}
      </header>
      <div className="space-y-5">{children}</div>
    </div>
  );
}
