import type { ReactNode } from 'react';
import { copyText } from '../lib/clipboard';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { cn } from './ui/cn';
import { Icon, type IconName } from './ui/icons';
import { useSnackbar } from './ui/snackbar';

/**
 * A detail page's two columns (a shipment, a shop order): the main cards, and the side (totals) that
 * stays in view on wide screens; one column on a phone. `dialog` goes after them (a dialog the page opens).
 */
export function DetailColumns({
  main,
  side,
  dialog,
}: {
  main: ReactNode;
  side: ReactNode;
  dialog?: ReactNode;
}) {
  return (
    <div className="space-y-4 md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-6 md:space-y-0">
      <div className="min-w-0 space-y-4">{main}</div>
      <div className="space-y-4 md:sticky md:top-24">{side}</div>
      {dialog}
    </div>
  );
}

/** A detail page's first card: the code (reference) and its state on top, then what comes (`children`). */
export function DetailHead({
  testId,
  code,
  codeTestId,
  state,
  children,
}: {
  testId: string;
  code: string;
  codeTestId: string;
  state: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="space-y-3" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm text-slate-600" data-testid={codeTestId}>
          {code}
        </span>
        {state}
      </div>
      {children}
    </Card>
  );
}

/** A card of a detail page (a shipment, a shop order) with its icon and title. */
export function DetailSection({
  title,
  icon,
  children,
}: {
  title: string;
  icon: IconName;
  children: ReactNode;
}) {
  return (
    <Card>
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        <Icon name={icon} className="size-5 text-brand-700" />
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** The feature's own words of a receipt number (each feature translates them from its namespace). */
export interface ReceiptWords {
  awb: string;
  copy: string;
  copied: string;
  none: string;
}

/**
 * A parcel's receipt number (AWB) with a copy button that says when it is copied, or the line that
 * there is none yet, in the feature's own words.
 */
export function ReceiptNumber({
  words,
  value,
  testId,
  className,
  emptyClassName,
}: {
  words: ReceiptWords;
  value: string | null;
  testId: string;
  /** Classes added to the box (a margin). */
  className?: string;
  /** Classes added to the "none yet" line. */
  emptyClassName?: string;
}) {
  const snackbar = useSnackbar();
  if (!value) return <p className={cn('text-sm text-slate-600', emptyClassName)}>{words.none}</p>;
  return (
    <div
      className={cn('flex items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2', className)}
    >
      <span className="text-sm">
        <span className="block text-slate-600">{words.awb}</span>
        <span className="font-mono font-bold break-all text-slate-900" data-testid={testId}>
          {value}
        </span>
      </span>
      <Button
        size="sm"
        variant="secondary"
        onClick={async () =>
          (await copyText(value)) && snackbar.show({ message: words.copied, color: 'success', timeout: 2000 })
        }
      >
        <Icon name="copy" className="size-4" />
        {words.copy}
      </Button>
    </div>
  );
}
