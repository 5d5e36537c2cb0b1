import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { copyText } from '../../../lib/clipboard';

/**
 * Copies `text` and says so in place for two seconds ("Tersalin" / "Gagal menyalin"): no snackbar,
 * so it also works on the public docs page without the app's chrome around a code block.
 */
export function CopyButton({
  text,
  label,
  className,
  tone = 'light',
}: {
  text: string;
  /** What is copied, for screen readers ("Salin kunci produksi"); the visible text is "Salin". */
  label?: string;
  className?: string;
  tone?: 'light' | 'dark';
}) {
  const { t } = useTranslation('developer');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const id = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(id);
  }, [state]);
  return (
    <button
      type="button"
      onClick={async () => setState((await copyText(text)) ? 'copied' : 'failed')}
      aria-label={state === 'idle' ? (label ?? t('copy.copy')) : undefined}
      className={cn(
        'inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-xs font-semibold',
        'focus-visible:outline-2 focus-visible:outline-brand-500',
        tone === 'dark'
          ? 'bg-white/10 text-slate-100 hover:bg-white/20'
          : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
        className,
      )}
    >
      <Icon name={state === 'copied' ? 'check' : 'copy'} className="size-4" />
      <span aria-live="polite">
        {state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : t('copy.copy')}
      </span>
    </button>
  );
}

/**
 * A block of code (or a secret) with its copy button; long lines scroll sideways, never the page.
 * Without a caption (a single value) the button sits on the value's row.
 */
export function CodeBlock({
  code,
  label,
  caption,
  testId,
}: {
  code: string;
  /** What the block is, for the copy button's accessible name. */
  label?: string;
  caption?: string;
  testId?: string;
}) {
  if (!caption)
    // A value (a key, the base URL): on one row with its copy button, wrapped rather than scrolled.
    return (
      <div
        className="flex items-center gap-2 rounded-xl bg-slate-900 py-1.5 pr-1.5 pl-3 text-slate-100"
        data-testid={testId}
      >
        <pre className="min-w-0 flex-1 py-1.5 text-[13px] leading-relaxed break-all whitespace-pre-wrap">
          <code>{code}</code>
        </pre>
        <CopyButton text={code} label={label} tone="dark" />
      </div>
    );
  return (
    <figure className="overflow-hidden rounded-xl bg-slate-900 text-slate-100" data-testid={testId}>
      <div className="flex min-h-11 items-center justify-between gap-3 border-b border-white/10 px-3">
        <figcaption className="truncate font-mono text-xs text-slate-400">{caption}</figcaption>
        <CopyButton text={code} label={label} tone="dark" />
      </div>
      <pre className="overflow-x-auto p-3 text-[13px] leading-relaxed">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
