import type { Account } from '@konter/core/contracts/account';
import type { PromoProductView } from '@konter/core/contracts/catalog';
import type { TransactionView } from '@konter/core/contracts/purchase';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ProductGridSkeleton, PromoList, promotionKey, usePromotion } from '../../catalog';
import { ConfirmSheet, type ConfirmTarget } from './confirm-sheet';
import { PromoDestinationDialog } from './promo-destination-dialog';
import { PurchaseHelp } from './purchase-help';

/**
 * The promo items (spec §3 nominalPromo, §4 promo stock) and their purchase: a tap asks for the
 * item's destination, then the usual confirmation with the PIN, wallets only (promo_wallet_only).
 * After paying, the list is fetched again (one more sold) and `onPurchased` shows the status.
 * `canBuy` false (an account that is not active) shows the list without taps.
 */
export function PromoPurchase({
  account,
  canBuy,
  onPurchased,
  empty,
}: {
  account: Account;
  canBuy: boolean;
  onPurchased: (trx: TransactionView, product: PromoProductView) => void;
  /** What the empty state offers instead (a link to the other products). */
  empty?: ReactNode;
}) {
  const { t } = useTranslation(['catalog', 'common']);
  const qc = useQueryClient();
  const promotion = usePromotion();
  const [chosen, setChosen] = useState<PromoProductView | null>(null);
  const [target, setTarget] = useState<ConfirmTarget | null>(null);
  const [refused, setRefused] = useState<{ message: string } | null>(null);
  const close = () => {
    setTarget(null);
    setChosen(null);
    setRefused(null);
  };

  let list: ReactNode;
  if (promotion.isPending) list = <ProductGridSkeleton label={t('common:loading')} count={4} />;
  else if (promotion.isError)
    list = (
      <div className="space-y-3">
        <Alert tone="error">{t('promo.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => promotion.refetch()}>
          {t('common:action.retry')}
        </Button>
      </div>
    );
  else if (promotion.data.products.length === 0)
    list = (
      <EmptyState icon="inbox" title={t('promo.empty')} description={t('promo.emptyText')} action={empty} />
    );
  else
    list = (
      <PromoList
        products={promotion.data.products}
        selectedCode={chosen?.code}
        disabled={!canBuy}
        onSelect={(p) => {
          setRefused(null);
          setChosen(p);
        }}
      />
    );

  return (
    <div className="space-y-5">
      {list}
      <PurchaseHelp />
      {chosen && (
        <PromoDestinationDialog
          key={chosen.code}
          product={chosen}
          open={target === null}
          refused={refused}
          onClose={close}
          onContinue={setTarget}
        />
      )}
      <ConfirmSheet
        target={target}
        account={account}
        walletOnly
        onClose={close}
        onPurchased={(trx) => {
          const bought = chosen;
          close();
          void qc.invalidateQueries({ queryKey: promotionKey });
          if (bought) onPurchased(trx, bought);
        }}
        onDestinationError={(message) => {
          // Back to the destination step, with the server's reason under the field.
          setTarget(null);
          setRefused({ message });
        }}
      />
    </div>
  );
}
