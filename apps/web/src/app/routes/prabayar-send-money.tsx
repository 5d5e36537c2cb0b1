import type { Account } from '@konter/core/contracts/account';
import type { PrepaidProductView } from '@konter/core/contracts/catalog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { ConfirmSheet, type ConfirmTarget } from '../../features/purchase/components/confirm-sheet';
import { PrepaidProducts } from '../../features/purchase/components/prepaid-products';
import { PurchaseHelp } from '../../features/purchase/components/purchase-help';
import { type Recipient, RecipientCheck, SendMoneyGate } from '../../features/send-money';

/**
 * /prabayar/sendMoney with the permission: the recipient (bank or e-wallet, account, name check),
 * then the amount (the brand's products), then the usual confirmation with the PIN; the page then
 * shows the transaction's live status (`?ref=`), whose SN carries the transfer reference and name.
 * Without the permission, SendMoneyGate explains and takes the request.
 */
export function SendMoneyPurchase({ account }: { account: Account }) {
  const { t } = useTranslation('sendMoney');
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const [target, setTarget] = useState<ConfirmTarget | null>(null);
  // A refusal about the destination (e.g. the same transfer twice today) from the confirmation.
  const [refused, setRefused] = useState<string | null>(null);
  const [, setParams] = useSearchParams();

  const choose = (product: PrepaidProductView) => {
    if (!recipient) return;
    setTarget({
      product,
      destination: recipient.destination,
      ...(recipient.name ? { destinationNote: recipient.name } : {}),
    });
  };

  return (
    <SendMoneyGate>
      <div className="space-y-5">
        <RecipientCheck
          recipient={recipient}
          onChange={(r) => {
            setRecipient(r);
            setTarget(null);
            setRefused(null);
          }}
        />
        {refused && <Alert tone="error">{refused}</Alert>}
        {recipient ? (
          <PrepaidProducts
            query={{ type: 'sendMoney', brand: recipient.brand }}
            waitingFor="none"
            brandsFailed={false}
            selectedCode={target?.product.code}
            onSelect={choose}
          />
        ) : (
          <p className="px-1 text-sm text-slate-600">{t('check.products')}</p>
        )}
        <PurchaseHelp />
        <ConfirmSheet
          target={target}
          account={account}
          onClose={() => setTarget(null)}
          onPurchased={(trx) => {
            setTarget(null);
            setParams({ ref: trx.ref_id });
          }}
          onDestinationError={(message) => {
            setTarget(null);
            setRefused(message);
          }}
        />
      </div>
    </SendMoneyGate>
  );
}
