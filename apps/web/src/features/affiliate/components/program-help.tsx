import { formatRupiah } from '@konter/core/money';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useConfig } from '../../../lib/config';
import { useAffiliateProgram } from '../api';

/** What an affiliate is, the commission rule (the operator's percentage), the 1-year code, the ID, the check. */
export function ProgramHelp() {
  const { t } = useTranslation('affiliate');
  const { sitename } = useConfig();
  const program = useAffiliateProgram();
  const p = program.data;
  if (!p) return <Skeleton className="h-48" />;
  const items = [
    t('help.what', { site: sitename }),
    t('help.commission', { site: sitename, percent: p.commission_percent }),
    t('help.validity'),
    t('help.payout', { min: formatRupiah(p.min_payout) }),
    t('help.why'),
    t('help.verify'),
  ];
  return (
    <Card className="space-y-3">
      <h2 className="font-semibold text-slate-900">{t('help.title')}</h2>
      <p
        className="rounded-xl bg-brand-50 px-3 py-2 text-lg font-bold text-brand-800"
        data-testid="affiliate-percent"
      >
        {t('status.percent', { percent: p.commission_percent })}
      </p>
      <ul className="space-y-2 text-sm text-slate-700">
        {items.map((text) => (
          <li key={text} className="flex gap-2">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
