import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A console screen's heading (and the tab's title), an optional action beside it, then its body. */
export function ConsolePage({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('console');
  useEffect(() => {
    document.title = `${title} · ${t('brand')}`;
  }, [title, t]);
  return (
    <div className="mx-auto w-full max-w-6xl">
      <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description && <p className="mt-1 text-slate-600">{description}</p>}
        </div>
        {action}
      </header>
      <div className="space-y-5">{children}</div>
    </div>
  );
}
