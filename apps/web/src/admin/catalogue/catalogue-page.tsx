import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, tabPanelProps } from '../../components/ui/tabs';
import { useStaff } from '../auth/staff-context';
import { ConsolePage } from '../components/console-page';
import { MarkupsTab } from './markups-tab';
import { ProductsTab } from './products-tab';
import { RcTab } from './rc-tab';
import { SyncTab } from './sync-tab';

const TABS = ['products', 'markups', 'sync', 'rc'] as const;
type CatalogueTab = (typeof TABS)[number];

/** Whether these roles may change the catalogue (catalogue staff, the owner); finance only reads. */
export const canEditCatalogue = (roles: readonly string[]) =>
  roles.includes('owner') || roles.includes('catalogue');

/**
 * /admin/catalogue (issue 18): products with buying and selling prices per level, their source
 * (markups or manual), promo, stock, cut-off and price-adjustment state; the markup bands; "sync
 * now"; the supplier's response codes. The tab lives in the URL (?tab=), so a link opens it.
 */
export default function CataloguePage() {
  const { t } = useTranslation('console');
  const me = useStaff();
  const editable = canEditCatalogue(me.roles);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: CatalogueTab = TABS.includes(asked as CatalogueTab) ? (asked as CatalogueTab) : 'products';
  // The products' filters stay in the URL while another tab is open, so going back shows the same list.
  const choose = (next: CatalogueTab) => {
    const out = new URLSearchParams(params);
    if (next === 'products') out.delete('tab');
    else out.set('tab', next);
    setParams(out);
  };
  return (
    <ConsolePage title={t('catalogue.title')} description={t('catalogue.description')}>
      <div className="-mx-1 overflow-x-auto px-1 pb-1">
        <div className="min-w-max sm:min-w-0">
          <Tabs
            idBase="catalogue"
            label={t('catalogue.tabs.label')}
            items={TABS.map((key) => ({ key, label: t(`catalogue.tabs.${key}`) }))}
            value={tab}
            onChange={choose}
          />
        </div>
      </div>
      <div {...tabPanelProps('catalogue', tab)}>
        {tab === 'products' ? (
          <ProductsTab editable={editable} />
        ) : tab === 'markups' ? (
          <MarkupsTab editable={editable} />
        ) : tab === 'sync' ? (
          <SyncTab editable={editable} />
        ) : (
          <RcTab />
        )}
      </div>
    </ConsolePage>
  );
}
