import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';

/** Answers to the questions people hesitate on before paying (spec §9.3 help texts). */
export function PurchaseHelp({ postpaid = false }: { postpaid?: boolean }) {
  const { t } = useTranslation('purchase');
  const items = postpaid ? (['billCheck', 'failed', 'pin'] as const) : (['failed', 'speed', 'pin'] as const);
  return (
    <section aria-labelledby="purchase-help" className="space-y-2">
      <h2 id="purchase-help" className="text-sm font-semibold text-slate-700">
        {t('help.title')}
      </h2>
      {items.map((q) => (
        <details key={q} className="group rounded-2xl border border-slate-200 bg-white">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 text-sm font-semibold text-slate-900">
            {t(`help.${q}.q`)}
            <Icon
              name="chevronRight"
              className="size-5 shrink-0 text-slate-400 transition-transform group-open:rotate-90"
            />
          </summary>
          <p className="px-4 pb-4 text-sm text-slate-600">{t(`help.${q}.a`)}</p>
        </details>
      ))}
    </section>
  );
}
