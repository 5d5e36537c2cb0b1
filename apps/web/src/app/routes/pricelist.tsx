import { isPrepaidType } from '@konter/core/catalog';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { PricelistView } from '../../features/catalog/components/pricelist-view';
import { TypeNav } from '../../features/catalog/components/type-nav';
import { prepaidTypeIcon, prepaidTypeLabel, prepaidTypeOrder } from '../../features/catalog/labels';
import { useAccount } from '../../lib/auth';
import { useConfig } from '../../lib/config';
import { PageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import NotFoundPage from './not-found';

/** /pricelist/:type, public: member prices by brand, for visitors and inactive users. */
export default function PricelistPage() {
  const { t } = useTranslation('catalog');
  const { type } = useParams();
  const { data: account } = useAccount();
  const config = useConfig();
  if (!isPrepaidType(type)) return <NotFoundPage />;
  const items = prepaidTypeOrder.map((tp) => ({
    key: tp,
    to: paths.pricelist(tp),
    label: prepaidTypeLabel(tp),
    icon: prepaidTypeIcon[tp],
  }));
  return (
    <Page
      title={t('pricelist.heading', { type: prepaidTypeLabel(type) })}
      description={t('pricelist.intro', { site: config.sitename })}
    >
      <PageMeta
        title={t('pricelist.heading', { type: prepaidTypeLabel(type) })}
        description={t('pricelist.intro', { site: config.sitename })}
      />
      <TypeNav items={items} current={type} label={t('pricelist.typesLabel')} />
      {!account && !config.disable_register ? (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <p className="flex-1">{t('pricelist.visitorText')}</p>
          <Link to="/auth/register" className={buttonClasses('primary', 'sm')}>
            {t('pricelist.register')}
          </Link>
        </div>
      ) : account?.status === 'active' ? (
        <Link to={paths.prepaid(type)} className={buttonClasses('primary', 'md', true)}>
          {t('pricelist.buy', { type: prepaidTypeLabel(type) })}
        </Link>
      ) : null}
      <PricelistView type={type} />
    </Page>
  );
}
