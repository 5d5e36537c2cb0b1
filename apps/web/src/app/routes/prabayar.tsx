import { isPrepaidType, type PrepaidType } from '@konter/core/catalog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Page } from '../../components/ui/page';
import { PricelistView } from '../../features/catalog/components/pricelist-view';
import { TypeNav } from '../../features/catalog/components/type-nav';
import { prepaidTypeIcon, prepaidTypeLabel, prepaidTypeOrder } from '../../features/catalog/labels';
import { ExcelTopup } from '../../features/excel';
import { BalanceStrip } from '../../features/purchase/components/balance-strip';
import { BulkResult } from '../../features/purchase/components/bulk-result';
import { EsimPurchase } from '../../features/purchase/components/esim-purchase';
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
import { SendMoneyPurchase } from './prabayar-send-money';

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
  const batch = params.get('batch');
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
    // The Excel bulk top-up (features/excel): template, upload and check, process with the PIN.
    body = <ExcelTopup base={base} />;
  } else if (type === 'sendMoney') {
    // Send money (features/send-money): the permission gate, the recipient's name check, then the
    // amount and the usual confirmation; after paying, the live status like every purchase.
    body = ref ? (
      <TransactionStatusView
        refId={ref}
        contactKind={contactKindOf(destinationFormat(type))}
        onBuyAgain={() => setParams({}, { replace: true })}
      />
    ) : (
      <>
        {!account.has_pin && <NoPinNotice />}
        <SendMoneyPurchase account={account} />
      </>
    );
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
        {batch && !ref && (
          // A bulk voucher buy's codes as they arrive (features/purchase/components/bulk-result.tsx).
          <BulkResult batchId={batch} onBuyAgain={() => setParams({}, { replace: true })} />
        )}
        <div hidden={Boolean(ref || batch)} className="space-y-5">
          {!account.has_pin && <NoPinNotice />}
          {type === 'esim' ? (
            // The eSIM screen: what an eSIM is, the e-mail, operator and package; the QR code on success.
            <EsimPurchase account={account} back={back} />
          ) : (
            <PrepaidPurchase key={type} type={type} account={account} back={back} />
          )}
        </div>
      </>
    );
  }

  return (
    <Page title={prepaidTypeLabel(type)} toolbarTitle>
      <BalanceStrip account={account} />
      {!ref && !batch && <TypeNav items={items} current={type} label={t('typesLabel')} />}
      {body}
    </Page>
  );
}

/** Away from a type without products: the first other menu entry; before the menu is known, pulsa. */
function backFrom(menu: MenuData['groups'][number]['items'] | null, type: PrepaidType, base: string): BackTo {
  const first = firstOtherEntry(menu, `/prabayar/${type}`);
  if (first) return { to: `${base}${menuItemPath(first)}`, name: first.name };
  if (type === 'pulsa') return { to: '/', name: null };
  return { to: paths.prepaid('pulsa', base), name: prepaidTypeLabel('pulsa') };
}
