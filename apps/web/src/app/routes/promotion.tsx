import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { BalanceStrip } from '../../features/purchase/components/balance-strip';
import { NoPinNotice } from '../../features/purchase/components/pin-notices';
import { PromoPurchase } from '../../features/purchase/components/promo-purchase';
import { TransactionStatusView } from '../../features/purchase/components/transaction-status-view';
import { contactKindOf, destinationFormat } from '../../features/purchase/destination';
import { basePathOf, paths } from '../../lib/paths';
import { useCurrentAccount } from './account/use-current-account';

/**
 * /prabayar/promotion (and /webapp/prabayar/promotion): the promo items of every prepaid type with
 * what is left of their stock, bought like the type pages' products (destination, confirmation with
 * the PIN, from a wallet). After paying, the live status (`?ref=`), as on the type pages.
 */
export default function PromotionPage() {
  const { t } = useTranslation(['catalog', 'purchase']);
  const { pathname } = useLocation();
  const account = useCurrentAccount();
  const [params, setParams] = useSearchParams();
  // The favourite-contact kind of what was just bought ('' = any, e.g. after a reload).
  const [contactKind, setContactKind] = useState('');
  const ref = params.get('ref');
  const active = account.status === 'active';

  return (
    <Page title={t('promo.title')} description={ref ? undefined : t('promo.intro')} toolbarTitle>
      <BalanceStrip account={account} />
      {ref && (
        <TransactionStatusView
          refId={ref}
          contactKind={contactKind}
          onBuyAgain={() => setParams({}, { replace: true })}
        />
      )}
      {/* The list stays mounted under the status view: it refreshes with the sale. */}
      <div hidden={Boolean(ref)} className="space-y-5">
        {!active ? (
          <Alert tone="info" title={t('purchase:inactive.title')}>
            {t('purchase:inactive.text')}
          </Alert>
        ) : (
          !account.has_pin && <NoPinNotice />
        )}
        <PromoPurchase
          account={account}
          canBuy={active}
          onPurchased={(trx, product) => {
            setContactKind(contactKindOf(destinationFormat(product.type, product.brand_code)));
            setParams({ ref: trx.ref_id });
          }}
          empty={
            <Link to={paths.prepaid('pulsa', basePathOf(pathname))} className={buttonClasses('secondary')}>
              {t('purchase:comingSoon.back')}
            </Link>
          }
        />
      </div>
    </Page>
  );
}
