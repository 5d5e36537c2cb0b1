import { useTranslation } from 'react-i18next';
import { Disclosure } from '../../../components/ui/disclosure';

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
        <Disclosure key={q} compact summary={t(`help.${q}.q`)}>
          <p>{t(`help.${q}.a`)}</p>
        </Disclosure>
      ))}
    </section>
  );
}
