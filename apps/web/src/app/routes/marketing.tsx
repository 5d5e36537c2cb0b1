import { isPostpaidType, isPrepaidType } from '@konter/core/catalog';
import { useTranslation } from 'react-i18next';
import { Link, useMatches, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Icon } from '../../components/ui/icons';
import { postpaidTypeLabel, prepaidTypeIcon, prepaidTypeLabel } from '../../features/catalog/labels';
import { Carousel, LandingLinks } from '../../features/shell/landing-parts';
import { useAccount } from '../../lib/auth';
import { PageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import type { RouteHandle } from '../../lib/route-handle';
import { useSiteConfig } from '../../lib/site-config';
import NotFoundPage from './not-found';

/** /m/{product} and /m/pascabayar/:type: a product's public marketing page (spec §2). */
export default function MarketingPage() {
  const { t } = useTranslation('shell');
  const matches = useMatches();
  const { type: postpaid } = useParams();
  const { data: account } = useAccount();
  const config = useSiteConfig();
  const product = (matches.at(-1)?.handle as RouteHandle | undefined)?.product ?? postpaid;
  let label: string;
  let buyPath: string;
  if (postpaid !== undefined) {
    if (!isPostpaidType(postpaid)) return <NotFoundPage />;
    label = postpaidTypeLabel(postpaid);
    buyPath = paths.postpaid(postpaid);
  } else {
    if (!isPrepaidType(product)) return <NotFoundPage />;
    label = prepaidTypeLabel(product);
    buyPath = paths.prepaid(product);
  }
  const icon = isPrepaidType(product) ? prepaidTypeIcon[product] : 'receipt';
  return (
    <div className="space-y-8">
      <PageMeta
        title={t('marketing.title', { product: label })}
        description={t('marketing.text', { product: label })}
      />
      <section className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-5 py-10 text-white sm:px-10">
        <Icon name={icon} className="size-10 text-brand-100" />
        <h1 className="mt-3 text-3xl font-bold tracking-tight">{t('marketing.title', { product: label })}</h1>
        <p className="mt-3 max-w-xl text-brand-100">{t('marketing.text', { product: label })}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {account ? (
            <Link to={buyPath} className={buttonClasses('secondary', 'lg')}>
              {t('marketing.buy')}
            </Link>
          ) : (
            !config.disableRegister && (
              <Link to="/auth/register" className={buttonClasses('secondary', 'lg')}>
                {t('marketing.register')}
              </Link>
            )
          )}
        </div>
      </section>
      <Carousel name={postpaid ? 'home' : (product ?? 'home').toLowerCase().replace(/[^a-z0-9_-]/g, '')} />
      <ol className="grid gap-3 sm:grid-cols-3">
        {(['one', 'two', 'three'] as const).map((step, i) => (
          <li key={step}>
            <Card className="h-full">
              <span className="flex size-8 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700">
                {i + 1}
              </span>
              <p className="mt-2 font-semibold text-slate-900">{t(`marketing.steps.${step}`)}</p>
            </Card>
          </li>
        ))}
      </ol>
      <LandingLinks />
    </div>
  );
}
