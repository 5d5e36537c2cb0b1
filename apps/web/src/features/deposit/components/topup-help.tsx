import { useTranslation } from 'react-i18next';
import { Disclosure } from '../../../components/ui/disclosure';

/**
 * The top-up's help texts (calls §9.2, §9.3): when the money arrives (2 minutes with the unique code,
 * otherwise up to 1×24 hours, 21:30 cut-off), the unique code, paying before the expiry, and what a
 * deposit is (never expires, cannot be cashed out, refunds come back to it).
 */
export function TopupHelp() {
  const { t } = useTranslation('deposit');
  const items = ['arrival', 'uniqueCode', 'expiry', 'deposit'] as const;
  return (
    <section aria-labelledby="topup-help" className="space-y-2">
      <h2 id="topup-help" className="text-sm font-semibold text-slate-700">
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
