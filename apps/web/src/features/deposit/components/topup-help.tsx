import { useTranslation } from 'react-i18next';
import { HelpSection } from '../../../components/help-section';

/**
 * The top-up's help texts (calls §9.2, §9.3): when the money arrives (2 minutes with the unique code,
 * otherwise up to 1×24 hours, 21:30 cut-off), the unique code, paying before the expiry, and what a
 * deposit is (never expires, cannot be cashed out, refunds come back to it).
 */
export function TopupHelp() {
  const { t } = useTranslation('deposit');
  const items = ['arrival', 'uniqueCode', 'expiry', 'deposit'] as const;
  return (
    <HelpSection
      id="topup-help"
      title={t('help.title')}
      entries={items.map((q) => ({ q: t(`help.${q}.q`), a: t(`help.${q}.a`) }))}
    />
  );
}
