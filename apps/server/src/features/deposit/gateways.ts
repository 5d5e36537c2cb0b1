import type { PaymentProvider } from '@konter/core/payment';
import type { Config } from '../../config.js';
import { type PaymentGateway, returnUrlsFor } from '../../providers/payment/gateway.js';
import type { DepositTopupRow } from './deposit.repository.js';

export type GatewayProvider = Exclude<PaymentProvider, 'bank_transfer'>;

export interface TopupPayer {
  name: string;
  email?: string;
  phone?: string;
}

/**
 * Starts the payment of a gateway top-up whose row is committed (status pending, no provider_ref
 * yet): the gateway's order id is the DEP code, the amount its total. Throws when the gateway
 * refuses or cannot be reached; the service then fails the request (nothing was paid).
 */
export interface TopupGateway {
  start(
    topup: DepositTopupRow,
    payer: TopupPayer,
  ): Promise<{ providerRef: string; paymentUrl: string; expiresAt: Date }>;
}

/** The gateways deps offers for top-ups; a provider missing here is not offered in deposit/settings. */
export type TopupGateways = Partial<Record<GatewayProvider, TopupGateway>>;

/** Our own bank transfer (when an account is configured) plus every gateway in deps. */
export function availableProviders(
  config: Config,
  gateways: TopupGateways | undefined,
): Set<PaymentProvider> {
  const out = new Set<PaymentProvider>();
  if (config.depositBankAccounts.length > 0) out.add('bank_transfer');
  for (const [name, gateway] of Object.entries(gateways ?? {})) if (gateway) out.add(name as GatewayProvider);
  return out;
}

/**
 * A provider adapter (providers/payment) as a top-up gateway: the DEP code is the order id, the
 * return pages are the spec's public `/midtrans/finish|unfinish|error` (with `?order_id=DEP…` for
 * Xendit, which adds nothing itself), and Midtrans is told our
 * webhook per payment. For the lead's wiring: `createDeps(…, {topupGateways: {midtrans:
 * topupGatewayFrom(midtransAdapter, config)}})`.
 */
export function topupGatewayFrom(gateway: PaymentGateway, config: Config): TopupGateway {
  return {
    start(topup, payer) {
      const minutes = Math.max(1, Math.round((topup.expiresAt.getTime() - Date.now()) / 60_000));
      return gateway.createPayment({
        orderId: topup.code,
        amount: topup.total,
        description: `Deposit ${topup.code}`,
        customer: payer,
        channel: topup.method.slice(topup.method.indexOf(':') + 1),
        expiresInMinutes: minutes,
        returnUrls: returnUrlsFor(gateway.name, config.APP_URL, topup.code),
        callbackUrl: `${config.APP_URL}/api/v1/webhooks/${gateway.name}`,
      });
    },
  };
}
