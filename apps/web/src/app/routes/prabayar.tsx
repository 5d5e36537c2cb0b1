import { isPrepaidType, type PrepaidType } from '@konter/core/catalog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Page } from '../../components/ui/page';
import { PricelistView } from '../../features/catalog/components/pricelist-view';
import { TypeNav } from '../../features/catalog/components/type-nav';
import {
  prepaidTypeIcon,
  prepaidTypeLabel,
  prepaidTypeOrder,
} from '../../features/catalog/labels';
import { BalanceStrip } from '../../features/purchase/components/balance-strip';
import { NoPinNotice } from '../../features/purchase/components/pin-notices';
import { PrepaidPurchase } from '../../features/purchase/components/prepaid-purchase';
import { TransactionStatusView } from '../../features/purchase/components/transaction-status-view';
import type { BackTo } from '../../features/purchase/components/type-unavailable';
import { contactKindOf, destinationFormat } from '../../features/purchase/destination';
import { basePathOf, paths } from '../../lib/paths';
import {
  firstOtherEntry,
  type MenuData,
  menuItemPath,
  menuTypes,
  useMenuEntries,
} from '../../lib/site-config';
import { useCurrentAccount } from './account/use-current-account';
import NotFoundPage from './not-found';

/** /prabayar/:type (and /webapp/prabayar/:type): buy a prepaid product of one type. */
export default function PrepaidPage() {
  const { t } = useTranslation('purchase');
  const { pathname } = useLocation();
  // Named routes (`prabayar::pulsa`) have no :type parameter: the type is the last path segment.
  const { type = pathname.split('/').filter(Boolean).pop() } = useParams();
  const account = useCurrentAccount();
  const [params, setParams] = useSearchParams();
  const menu = useMenuEntries();
  if (!isPrepaidType(type)) return <NotFoundPage />;
  const base = basePathOf(pathname);
  const ref = params.get('ref');
  // The tabs are the types the server's menu lists (all of them until it is known).
  const items = menuTypes(menu, 'prabayar', prepaidTypeOrder, type).map((tp) => ({
    key: tp,
    to: paths.prepaid(tp, base),
    label: prepaidTypeLabel(tp),
    icon: prepaidTypeIcon[tp],
  }));

  let body: ReactNode;
  if (account.status !== 'active') {
    body = (
      <>
        <Alert tone="info" title={t('inactive.title')}>
          {t('inactive.text')}
        </Alert>
        <PricelistView type={type} />
      </>
    );
  } else if (type === 'topupByExcel') {
    // Owned by the Excel bulk top-up work (features/excel).
    body = <ComingSoon kind="topupByExcel" base={base} />;
  } else if (type === 'sendMoney') {
    // Owned by the send-money work (features/send-money).
    body = <ComingSoon kind="sendMoney" base={base} />;
  } else {
    const back = backFrom(menu, type, base);
    // The form stays mounted under the status view, so "buy again" keeps the number and brand.
    body = (
      <>
        {ref && (
          <TransactionStatusView
            refId={ref}
            contactKind={contactKindOf(destinationFormat(type))}
            onBuyAgain={() => setParams({}, { replace: true })}
          />
        )}
        <div hidden={Boolean(ref)} className="space-y-5">
          {!account.has_pin && <NoPinNotice />}
          <PrepaidPurchase key={type} type={type} account={account} back={back} />
        </div>
      </>
    );
  }

  return (
    <Page title={prepaidTypeLabel(type)} toolbarTitle>
      <BalanceStrip account={account} />
      {!ref && <TypeNav items={items} current={type} label={t('typesLabel')} />}
      {body}
    </Page>
  );
}

function ComingSoon({ kind, base }: { kind: 'sendMoney' | 'topupByExcel'; base: string }) {
  const { t } = useTranslation('purchase');
  return (
    <EmptyState
      icon={kind === 'sendMoney' ? 'send' : 'upload'}
      title={t(`comingSoon.${kind}.title`)}
      description={t(`comingSoon.${kind}.text`)}
      action={
        <Link to={paths.prepaid('pulsa', base)} className={buttonClasses('secondary')}>
          {t('comingSoon.back')}
        </Link>
      }
    />
  );
}

/** Away from a type without products: the first other menu entry; before the menu is known, pulsa. */
function backFrom(menu: MenuData['groups'][number]['items'] | null, type: PrepaidType, base: string): BackTo {
  const first = firstOtherEntry(menu, `/prabayar/${type}`);
  if (first) return { to: `${base}${menuItemPath(first)}`, name: first.name };
  if (type === 'pulsa') return { to: '/', name: null };
  return { to: paths.prepaid('pulsa', base), name: prepaidTypeLabel('pulsa') };
}
