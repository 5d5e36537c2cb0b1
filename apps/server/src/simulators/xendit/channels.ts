// Xendit invoice payment channels as the simulated payer sees them, and the callback fields each
// kind of channel adds (payment_method, bank_code, ewallet_type, retail_outlet_name).

export type ChannelKind = 'BANK_TRANSFER' | 'EWALLET' | 'QR_CODE' | 'RETAIL_OUTLET' | 'CREDIT_CARD';

export interface InvoiceChannel {
  label: string;
  kind: ChannelKind;
}

export const INVOICE_CHANNELS: Readonly<Record<string, InvoiceChannel>> = {
  BCA: { label: 'BCA Virtual Account', kind: 'BANK_TRANSFER' },
  BNI: { label: 'BNI Virtual Account', kind: 'BANK_TRANSFER' },
  BRI: { label: 'BRI Virtual Account', kind: 'BANK_TRANSFER' },
  MANDIRI: { label: 'Mandiri Virtual Account', kind: 'BANK_TRANSFER' },
  PERMATA: { label: 'Permata Virtual Account', kind: 'BANK_TRANSFER' },
  BSI: { label: 'BSI Virtual Account', kind: 'BANK_TRANSFER' },
  OVO: { label: 'OVO', kind: 'EWALLET' },
  DANA: { label: 'DANA', kind: 'EWALLET' },
  LINKAJA: { label: 'LinkAja', kind: 'EWALLET' },
  SHOPEEPAY: { label: 'ShopeePay', kind: 'EWALLET' },
  QRIS: { label: 'QRIS', kind: 'QR_CODE' },
  ALFAMART: { label: 'Alfamart', kind: 'RETAIL_OUTLET' },
  INDOMARET: { label: 'Indomaret', kind: 'RETAIL_OUTLET' },
  CREDIT_CARD: { label: 'Kartu kredit/debit', kind: 'CREDIT_CARD' },
};

/** The callback's channel-specific fields; `destination` is the VA number or payment code. */
export function channelFields(channel: string, destination: string): Record<string, unknown> {
  const kind = INVOICE_CHANNELS[channel]?.kind ?? 'BANK_TRANSFER';
  const common = { payment_method: kind, payment_channel: channel };
  switch (kind) {
    case 'BANK_TRANSFER':
      return { ...common, bank_code: channel, payment_destination: destination };
    case 'EWALLET':
      return { ...common, ewallet_type: channel };
    case 'RETAIL_OUTLET':
      return { ...common, retail_outlet_name: channel, payment_destination: destination };
    default:
      return common;
  }
}

/** The invoice's `available_*` lists for the channels it offers. */
export function availableLists(channels: readonly string[], amount: number, merchantName: string) {
  const of = (kind: ChannelKind) => channels.filter((c) => INVOICE_CHANNELS[c]?.kind === kind);
  return {
    available_banks: of('BANK_TRANSFER').map((bank_code) => ({
      bank_code,
      collection_type: 'POOL',
      transfer_amount: amount,
      bank_branch: 'Virtual Account',
      account_holder_name: merchantName.toUpperCase(),
      identity_amount: 0,
    })),
    available_retail_outlets: of('RETAIL_OUTLET').map((retail_outlet_name) => ({ retail_outlet_name })),
    available_ewallets: of('EWALLET').map((ewallet_type) => ({ ewallet_type })),
    available_qr_codes: of('QR_CODE').map((qr_code_type) => ({ qr_code_type })),
    available_direct_debits: [],
    available_paylaters: [],
    should_exclude_credit_card: !channels.includes('CREDIT_CARD'),
  };
}
