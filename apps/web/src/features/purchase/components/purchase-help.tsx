import { useTranslation } from 'react-i18next';
import { HelpSection } from '../../../components/help-section';

/** Answers to the questions people hesitate on before paying (spec §9.3 help texts). */
export function PurchaseHelp({ postpaid = false }: { postpaid?: boolean }) {
  const { t } = useTranslation('purchase');
  const items = postpaid ? (['billCheck', 'failed', 'pin'] as const) : (['failed', 'speed', 'pin'] as const);
  return (
    <HelpSection
      id="purchase-help"
      title={t('help.title')}
      entries={items.map((q) => ({ q: t(`help.${q}.q`), a: t(`help.${q}.a`) }))}
    />
  );
}
