import type { H2hField, H2hText } from '@konter/core/h2h-protocol';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { CodeBlock } from '../components/copy-button';

/** The reader's text of a protocol definition (Indonesian unless English or Chinese is chosen). */
export function useProtocolText() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return (text: H2hText) => (lang === 'en' ? text.en : lang === 'zh' ? text.zh : text.id);
}

/** A section of the docs with its anchor. */
export function DocSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Inline code. */
export const C = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.85em] break-words text-slate-800">
    {children}
  </code>
);

/**
 * A request's or response's fields: name, type and whether it is required on one line, the
 * description under it — readable at 412 px without a sideways scroll.
 */
export function FieldList({ fields, testId }: { fields: readonly H2hField[]; testId?: string }) {
  const { t } = useTranslation('developer');
  const text = useProtocolText();
  return (
    <dl
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
      data-testid={testId}
    >
      {fields.map((f) => (
        <div key={f.name} className="px-3 py-2.5">
          <dt className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <span className="font-mono text-sm font-semibold text-slate-900">{f.name}</span>
            <span className="font-mono text-xs text-slate-500">{f.type}</span>
            <span
              className={cn(
                'rounded-full px-2 text-[11px] font-bold',
                f.required ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-600',
              )}
            >
              {f.required ? t('docs.required') : t('docs.optional')}
            </span>
          </dt>
          <dd className="mt-0.5 text-sm text-slate-600">{text(f.description)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Code samples in several languages behind a small tab bar (only the chosen one is in the page). */
export function SampleTabs<K extends string>({
  samples,
  labels,
  caption,
  testId,
}: {
  samples: Record<K, string>;
  labels: Record<K, string>;
  caption: string;
  testId?: string;
}) {
  const { t } = useTranslation('developer');
  const keys = Object.keys(samples) as K[];
  const [lang, setLang] = useState<K>(keys[0] as K);
  const idBase = useId();
  return (
    <div className="space-y-2" data-testid={testId}>
      <div role="tablist" aria-label={t('docs.samplesLabel')} className="flex gap-1">
        {keys.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`${idBase}-tab-${k}`}
            aria-selected={k === lang}
            aria-controls={`${idBase}-panel`}
            onClick={() => setLang(k)}
            className={cn(
              'min-h-9 rounded-lg px-3 text-sm font-semibold',
              k === lang ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            {labels[k]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${lang}`}>
        <CodeBlock code={samples[lang]} caption={`${caption} · ${labels[lang]}`} label={t('copy.code')} />
      </div>
    </div>
  );
}
