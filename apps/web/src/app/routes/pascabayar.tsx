import { isPostpaidType } from '@konter/core/catalog';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Page } from '../../components/ui/page';
import { TypeNav } from '../../features/catalog/components/type-nav';
import { postpaidTypeIcon, postpaidTypeLabel, postpaidTypeOrder } from '../../features/catalog/labels';
import { BalanceStrip } from '../../features/purchase/components/balance-strip';
import { NoPinNotice } from '../../features/purchase/components/pin-notices';
import { PostpaidPurchase } from '../../features/purchase/components/postpaid-purchase';
import { PostpaidStatusList } from '../../features/purchase/components/postpaid-status-list';
import { basePathOf, paths } from '../../lib/paths';
import { menuTypes, useMenuEntries } from '../../lib/site-config';
import { useCurrentAccount } from './account/use-current-account';
import NotFoundPage from './not-found';

const contactKinds: Partial<Record<string, string>> = { electricity: 'pln', pdam: 'pdam', bpjs: 'bpjs' };

/** /pascabayar/:type (and /webapp/pascabayar/:type): check and pay bills of one type. */
export default function PostpaidPage() {
  const { t } = useTranslation('purchase');
  const { pathname } = useLocation();
  // Named routes (`pascabayar::pdam`) have no :type parameter: the type is the last path segment.
  const { type = decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '') } = useParams();
  const account = useCurrentAccount();
  const [params, setParams] = useSearchParams();
  const menu = useMenuEntries();
  if (!isPostpaidType(type)) return <NotFoundPage />;
  const base = basePathOf(pathname);
  const refs = (params.get('refs') ?? '').split(',').filter(Boolean);
  // The tabs are the types the server's menu lists (all of them until it is known).
  const items = menuTypes(menu, 'pascabayar', postpaidTypeOrder, type).map((tp) => ({
    key: tp,
    to: paths.postpaid(tp, base),
    label: postpaidTypeLabel(tp),
    icon: postpaidTypeIcon[tp],
  }));
  return (
    <Page title={postpaidTypeLabel(type)} toolbarTitle>
      <BalanceStrip account={account} />
      {refs.length === 0 && <TypeNav items={items} current={type} label={t('postpaid.typesLabel')} />}
      {account.status !== 'active' ? (
        <Alert tone="info" title={t('inactive.title')}>
          {t('inactive.text')}
        </Alert>
      ) : (
        // The form stays mounted under the status, so bills left unpaid are still there afterwards.
        <>
          {refs.length > 0 && (
            <PostpaidStatusList
              refIds={refs}
              contactKind={contactKinds[type] ?? ''}
              onPayMore={() => setParams({}, { replace: true })}
            />
          )}
          <div hidden={refs.length > 0} className="space-y-5">
            {!account.has_pin && <NoPinNotice />}
            <PostpaidPurchase
              key={type}
              type={type}
              account={account}
              onPaid={(refIds) => setParams({ refs: refIds.join(',') })}
            />
          </div>
        </>
      )}
    </Page>
  );
}
