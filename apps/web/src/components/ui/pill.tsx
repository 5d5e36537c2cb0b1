import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** A small coloured status pill; `tone` is its background and text colour classes. */
export function Pill({ tone, className, ...rest }: HTMLAttributes<HTMLSpanElement> & { tone: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        tone,
        className,
      )}
      {...rest}
    />
  );
}
