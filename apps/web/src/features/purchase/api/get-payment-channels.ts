import type { DepositSettings, PaymentOption } from '@konter/core/contracts/deposit';
import { type PaymentMethodCode, paymentFee } from '@konter/core/payment';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The payment gateways' channels a purchase may be paid with instead of a wallet (spec §1 "or other
 * payment channels"): the virtual accounts and the e-wallets, QRIS, counters… of GET deposit/settings
 * (the same query as the top-up screen's, so it is fetched once). Our own bank transfer is for
 * top-ups only. Quiet: without them the sheet offers the wallets alone.
 */
export function usePaymentChannels(enabled = true) {
  return useQuery({
    queryKey: ['deposit', 'settings'],
    queryFn: ({ signal }) => api.get<DepositSettings>('deposit/settings', { signal }),
    staleTime: 5 * 60_000,
    enabled,
    meta: { silent: true },
    select: (s) => ({
      channels: [...s.virtuals, ...s.payment_methods].filter((o) => o.provider !== 'bank_transfer'),
      customerPaysFee: s.settings.pay_external_payment_fee,
      shopeepayOwnRate: s.settings.shopeepay_own_rate,
    }),
  });
}

export interface ChannelQuote {
  option: PaymentOption;
  fee: number;
  total: number;
}

/** What paying `amount` by a channel costs: the server's formula (gateway-payment.ts purchasePaymentTotal). */
export function quoteChannel(
  option: PaymentOption,
  amount: number,
  s: { customerPaysFee: boolean; shopeepayOwnRate: boolean },
): ChannelQuote {
  const { fee, total } = paymentFee({
    method: option.method as PaymentMethodCode,
    amount,
    purpose: 'payment',
    customerPaysFee: s.customerPaysFee,
    shopeepayOwnRate: s.shopeepayOwnRate,
  });
  return { option, fee, total };
}

/**
 * One line per channel name: two gateways may both offer QRIS or ShopeePay; the buyer sees the
 * cheaper one (the first listed on a tie).
 */
export function cheapestPerName(quotes: ChannelQuote[]): ChannelQuote[] {
  const best = new Map<string, ChannelQuote>();
  for (const q of quotes) {
    const seen = best.get(q.option.name);
    if (!seen || q.fee < seen.fee) best.set(q.option.name, q);
  }
  return quotes.filter((q) => best.get(q.option.name) === q);
}
