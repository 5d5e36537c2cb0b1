import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Icon } from '../../components/ui/icons';
import { Page } from '../../components/ui/page';
import type { LaterFeature } from '../../lib/route-handle';

/** A real page shell for a route of a later feature (never a 404): its name and what will be there. */
export default function ComingLater() {
  const { t } = useTranslation('shell');
  const matches = useMatches();
  let feature: LaterFeature = 'shop';
  for (const m of matches) {
    const later = (m.handle as { later?: LaterFeature } | undefined)?.later;
    if (later) feature = later;
  }
  return (
    <Page title={t(`later.${feature}.name`)} toolbarTitle>
      <Card className="flex flex-col items-center gap-3 py-10 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name="clock" className="size-8" />
        </span>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('later.badge')}</p>
        <p className="max-w-md text-slate-700">{t(`later.${feature}.text`)}</p>
        <Link to="/" className={buttonClasses('secondary')}>
          {t('later.home')}
        </Link>
      </Card>
    </Page>
  );
}
