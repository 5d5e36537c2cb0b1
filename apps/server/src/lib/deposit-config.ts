import {
  BANK_CHANNELS,
  type BankChannel,
  isPaymentMethodCode,
  PAYMENT_PROVIDERS,
} from '@konter/core/payment';

// Parsers of the deposit variables of config.ts. Each returns the value, or a string saying what is
// wrong (config.ts turns it into a ConfigError naming the variable).

/** One of our receiving bank accounts for own bank transfers with a unique code. */
export interface DepositBankAccount {
  bank: BankChannel;
  accountNumber: string;
  accountName: string;
}

/**
 * The embedded default: the accounts the built-in bank-mutation simulator reports on
 * (simulators/bank-mutation), so a transfer made on its demo page matches a request.
 */
export const DEMO_BANK_ACCOUNTS: DepositBankAccount[] = [
  { bank: 'bca', accountNumber: '8720123456', accountName: 'PT KONTER DEMO' },
  { bank: 'bri', accountNumber: '002301000123567', accountName: 'PT KONTER DEMO' },
  { bank: 'bni', accountNumber: '0812345678', accountName: 'PT KONTER DEMO' },
  { bank: 'mandiri', accountNumber: '1370012345678', accountName: 'PT KONTER DEMO' },
  { bank: 'permata', accountNumber: '4102345678', accountName: 'PT KONTER DEMO' },
];

const isBank = (v: unknown): v is BankChannel => (BANK_CHANNELS as readonly unknown[]).includes(v);

/**
 * `bca:8720123456:PT Konter,bri:…` or a JSON array of `{bank, account_number, account_name}`. At most
 * one account per bank (a mutation names its bank, and the request says where to pay). Unset: the
 * demo accounts, except in production, where own bank transfer is then off.
 */
export function parseDepositBankAccounts(
  text: string | undefined,
  production: boolean,
): DepositBankAccount[] | string {
  if (text === undefined) return production ? [] : DEMO_BANK_ACCOUNTS;
  let items: { bank: unknown; accountNumber: unknown; accountName: unknown }[];
  if (text.trim().startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return 'is not valid JSON';
    }
    if (!Array.isArray(parsed)) return 'must be a JSON array';
    items = parsed.map((a: Record<string, unknown>) => ({
      bank: a?.bank,
      accountNumber: a?.account_number,
      accountName: a?.account_name,
    }));
  } else {
    items = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [bank, accountNumber, ...name] = part.split(':');
        return {
          bank: bank?.trim().toLowerCase(),
          accountNumber: accountNumber?.trim(),
          accountName: name.join(':').trim(),
        };
      });
  }
  const out: DepositBankAccount[] = [];
  for (const a of items) {
    if (!isBank(a.bank)) return `unknown bank "${String(a.bank)}" (use ${BANK_CHANNELS.join(', ')})`;
    if (typeof a.accountNumber !== 'string' || !/^\d{5,20}$/.test(a.accountNumber))
      return `the ${a.bank} account number must be 5-20 digits`;
    if (typeof a.accountName !== 'string' || a.accountName.length === 0 || a.accountName.length > 100)
      return `the ${a.bank} account needs a holder name (at most 100 characters)`;
    if (out.some((o) => o.bank === a.bank)) return `${a.bank} is listed twice (one account per bank)`;
    out.push({ bank: a.bank, accountNumber: a.accountNumber, accountName: a.accountName });
  }
  return out;
}

/** Service fee per method code or `provider:*`, whole rupiah. */
export type ServiceFees = Readonly<Record<string, number>>;

export function parseServiceFees(text: string | undefined): ServiceFees | string {
  const out: Record<string, number> = {};
  for (const part of (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key = '', value = ''] = part.split('=').map((p) => p.trim());
    const [provider, channel] = key.split(':');
    const known =
      channel === '*'
        ? (PAYMENT_PROVIDERS as readonly string[]).includes(provider ?? '')
        : isPaymentMethodCode(key);
    if (!known) return `unknown method "${key}" (a method code such as bank_transfer:bca, or provider:*)`;
    const fee = Number(value);
    if (!/^\d{1,7}$/.test(value) || !Number.isSafeInteger(fee))
      return `the fee of ${key} must be whole rupiah`;
    out[key] = fee;
  }
  return out;
}

/** The configured service fee of a method: its own entry, else its provider's `provider:*`, else 0. */
export function serviceFeeFor(fees: ServiceFees, method: string): number {
  return fees[method] ?? fees[`${method.split(':')[0]}:*`] ?? 0;
}
