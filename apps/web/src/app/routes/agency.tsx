import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Icon, type IconName } from '../../components/ui/icons';
import { LandingLinks } from '../../features/shell/landing-parts';
import { PageMeta } from '../../lib/page-meta';
import { useSiteConfig } from '../../lib/site-config';

/** /agency: the public marketing page for becoming an agent (spec §2). */
export default function AgencyPage() {
  const { t } = useTranslation('shell');
  const config = useSiteConfig();
  const points: Array<['cashback' | 'referral' | 'debt', IconName]> = [
    ['cashback', 'wallet'],
    ['referral', 'user'],
    ['debt', 'card'],
  ];
  return (
    <div className="space-y-8">
      <PageMeta
        title={t('marketing.agencyTitle', { site: config.sitename })}
        description={t('marketing.agencyText')}
      />
      <section className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-5 py-10 text-white sm:px-10">
        <h1 className="text-3xl font-bold tracking-tight">
          {t('marketing.agencyTitle', { site: config.sitename })}
        </h1>
        <p className="mt-3 max-w-xl text-brand-100">{t('marketing.agencyText')}</p>
        {!config.disableRegister && (
          <Link to="/auth/register" className={`${buttonClasses('secondary', 'lg')} mt-6`}>
            {t('marketing.register')}
          </Link>
        )}
      </section>
      <ul className="grid gap-3 sm:grid-cols-3">
        {points.map(([key, icon]) => (
          <li key={key}>
            <Card className="h-full">
              <Icon name={icon} className="size-7 text-brand-700" />
              <p className="mt-2 font-semibold text-slate-900">{t(`marketing.agencyPoints.${key}`)}</p>
            </Card>
          </li>
        ))}
      </ul>
      <LandingLinks />
    </div>
  );
}
