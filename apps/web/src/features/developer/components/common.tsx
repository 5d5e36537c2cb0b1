import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAccount } from '../../../lib/auth';
import { CodeBlock } from './copy-button';

/** Whether the signed-in member may use the H2H API (the `h2h_api` permission, granted by the operator). */
export function useHasH2h(): boolean {
  const { data } = useAccount();
  return Boolean(data?.permissions.includes('h2h_api'));
}

/**
 * The developer area needs the `h2h_api` permission (spec §6 developer role): others read what the
 * permission is and that the operator grants it, with the public documentation one tap away.
 */
export function DeveloperGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('developer');
  const { data: account, isPending } = useAccount();
  if (isPending) return null;
  if (!account?.permissions.includes('h2h_api'))
    return (
      <div data-testid="developer-no-permission" className="mx-auto max-w-xl">
        <EmptyState
          icon="lock"
          title={t('gate.title')}
          description={
            <span className="block space-y-2">
              <span className="block">{t('gate.what')}</span>
              <span className="block">{t('gate.how')}</span>
            </span>
          }
          action={
            <div className="flex flex-col gap-2 sm:flex-row">
              <Link to="/developer" className={buttonClasses('primary')}>
                {t('gate.docs')}
              </Link>
              <Link to="/account" className={buttonClasses('secondary')}>
                {t('gate.back')}
              </Link>
            </div>
          }
        />
      </div>
    );
  return <>{children}</>;
}

/** A card of the developer area: a heading, an optional line under it, an action on the right. */
export function Panel({
  title,
  description,
  action,
  children,
  testId,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <section
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5 ${className ?? ''}`}
      data-testid={testId}
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
        </div>
        {action}
      </div>
      <div className="space-y-3">{children}</div>
    </section>
  );
}

/**
 * A secret in clear, shown this once: the warning, each value with its copy button, and the button
 * that hides it for good ("I have saved it").
 */
export function ShownOnce({
  title,
  values,
  onDone,
  testId,
}: {
  title: ReactNode;
  values: Array<{ label: string; value: string; help?: ReactNode }>;
  onDone: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('developer');
  return (
    <div className="space-y-3 rounded-xl border-2 border-amber-300 bg-amber-50/60 p-3" data-testid={testId}>
      <Alert tone="warning" title={title}>
        {t('once.warning')}
      </Alert>
      {values.map((v) => (
        <div key={v.label} className="space-y-1">
          <p className="text-sm font-semibold text-slate-800">{v.label}</p>
          <CodeBlock code={v.value} label={t('once.copy', { what: v.label })} />
          {v.help && <p className="text-xs text-slate-600">{v.help}</p>}
        </div>
      ))}
      <Button variant="secondary" block onClick={onDone}>
        {t('once.done')}
      </Button>
    </div>
  );
}

/** A label and its value on one line (wrapping under it on narrow screens). */
export function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-1.5">
      <span className="text-sm text-slate-600">{label}</span>
      <span className="min-w-0 text-right text-sm font-medium break-words text-slate-900">{children}</span>
    </div>
  );
}

/** A switch (checkbox role=switch) with its label and a line of help. */
export function Switch({
  label,
  help,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label: ReactNode;
  help?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 py-1" data-testid={testId}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="peer sr-only"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span
        aria-hidden
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 rounded-full transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${
          checked ? 'bg-brand-700' : 'bg-slate-300'
        } ${disabled ? 'opacity-60' : ''}`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        {help && <span className="block text-sm text-slate-600">{help}</span>}
      </span>
    </label>
  );
}
