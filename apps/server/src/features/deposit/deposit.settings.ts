import type { DepositSettings, PaymentFeeQuery, PaymentOption } from '@konter/core/contracts/deposit';
import { AMOUNT_MAX, AMOUNT_STEP, MIN_TOPUP_DEFAULT } from '@konter/core/deposit';
import {
  BANK_NAMES,
  type BankChannel,
  PAYMENT_METHOD_CODES,
  type PaymentMethodCode,
  parsePaymentMethod,
  paymentFee,
  paymentMethodInfo,
} from '@konter/core/payment';
import type { Locale } from '@konter/core/validation/index';
import type { Db } from '../../db/client.js';
import { serviceFeeFor } from '../../lib/deposit-config.js';
import type { Deps } from '../../lib/deps.js';
import { readSetting, writeSetting } from './deposit.repository.js';
import { availableProviders } from './gateways.js';

/**
 * The wallet switches of spec §3 "Deposit settings", edited by `npm run admin -- deposit:setting`.
 * Kept as one JSON object under the `deposit` key of app_settings; a missing field takes its default.
 */
export interface DepositSettingValues {
  nominals: number[];
  allow_custom_nominals: boolean;
  allow_deposit_transfer: boolean;
  pay_external_payment_fee: boolean;
  min_topup: number;
  shopeepay_own_rate: boolean;
}

export const depositSettingDefaults: DepositSettingValues = {
  nominals: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000],
  allow_custom_nominals: true,
  // The site allows it; each user still needs the deposit_transfer permission (spec §6).
  allow_deposit_transfer: true,
  pay_external_payment_fee: true,
  min_topup: MIN_TOPUP_DEFAULT,
  shopeepay_own_rate: false,
};

export type DepositSettingKey = keyof DepositSettingValues;
const SETTING_KEY = 'deposit';

export async function getDepositSettings(db: Db): Promise<DepositSettingValues> {
  const value = (await readSetting(db, SETTING_KEY)) as Partial<DepositSettingValues> | undefined;
  return { ...depositSettingDefaults, ...(value ?? {}) };
}

const isAmount = (n: number) =>
  Number.isSafeInteger(n) && n >= AMOUNT_STEP && n <= AMOUNT_MAX && n % AMOUNT_STEP === 0;

/** Parses a CLI value for one setting; throws a RangeError saying what is accepted. */
export function parseDepositSetting(key: string, raw: string): Partial<DepositSettingValues> {
  if (!(key in depositSettingDefaults)) {
    throw new RangeError(
      `unknown deposit setting "${key}"; known: ${Object.keys(depositSettingDefaults).join(', ')}`,
    );
  }
  const k = key as DepositSettingKey;
  if (k === 'nominals') {
    const list = raw.split(',').map((v) => Number(v.trim()));
    if (list.length === 0 || list.length > 20 || !list.every(isAmount))
      throw new RangeError('nominals: 1-20 comma-separated amounts in multiples of 1000');
    return { nominals: [...new Set(list)].sort((a, b) => a - b) };
  }
  if (k === 'min_topup') {
    const n = Number(raw);
    if (!isAmount(n)) throw new RangeError('min_topup: an amount in multiples of 1000');
    return { min_topup: n };
  }
  if (raw !== 'true' && raw !== 'false') throw new RangeError(`${k}: true or false`);
  return { [k]: raw === 'true' };
}

export async function setDepositSetting(db: Db, key: string, raw: string): Promise<DepositSettingValues> {
  const value = { ...(await getDepositSettings(db)), ...parseDepositSetting(key, raw) };
  await writeSetting(db, SETTING_KEY, value);
  return value;
}

/** The receiving account of our own bank transfer into a bank, if one is configured. */
export const bankAccountFor = (deps: Deps, bank: string) =>
  deps.config.depositBankAccounts.find((a) => a.bank === bank);

/** Whether a method can be used for a top-up now (its provider is configured, its bank has an account). */
export function isMethodAvailable(deps: Deps, method: PaymentMethodCode): boolean {
  const parsed = parsePaymentMethod(method);
  if (!parsed || !availableProviders(deps.config, deps.topupGateways).has(parsed.provider)) return false;
  return parsed.provider !== 'bank_transfer' || bankAccountFor(deps, parsed.channel) !== undefined;
}

export const serviceFeeOf = (deps: Deps, method: PaymentMethodCode) =>
  serviceFeeFor(deps.config.depositServiceFees, method);

function option(deps: Deps, method: PaymentMethodCode, locale: Locale): PaymentOption {
  const info = paymentMethodInfo(method);
  const account = info.provider === 'bank_transfer' ? bankAccountFor(deps, info.channel) : undefined;
  return {
    method,
    provider: info.provider,
    channel: info.channel,
    group: info.group,
    name: info.name[locale],
    service_fee: serviceFeeOf(deps, method),
    account: account
      ? {
          name: BANK_NAMES[info.channel as BankChannel],
          account_number: account.accountNumber,
          account_name: account.accountName,
        }
      : null,
  };
}

/** GET deposit/settings: the available methods split as the contract says, and the switches. */
export async function depositSettingsView(deps: Deps, locale: Locale): Promise<DepositSettings> {
  const s = await getDepositSettings(deps.database.db);
  const options = PAYMENT_METHOD_CODES.filter((m) => isMethodAvailable(deps, m)).map((m) =>
    option(deps, m, locale),
  );
  return {
    nominals: s.nominals,
    banks: options.filter((o) => o.group === 'bank_transfer'),
    virtuals: options.filter((o) => o.group === 'virtual_account'),
    payment_methods: options.filter((o) => o.group !== 'bank_transfer' && o.group !== 'virtual_account'),
    settings: {
      currency: 'IDR',
      locale: 'id-ID',
      allow_custom_nominals: s.allow_custom_nominals,
      allow_deposit_transfer: s.allow_deposit_transfer,
      pay_external_payment_fee: s.pay_external_payment_fee,
      min_topup: s.min_topup,
      shopeepay_own_rate: s.shopeepay_own_rate,
    },
  };
}

/** The fee shown before paying (calls §9.1): the gateway's (if the customer bears it) + our service fee. */
export async function quoteFee(deps: Deps, q: PaymentFeeQuery) {
  const s = await getDepositSettings(deps.database.db);
  const fee = paymentFee({
    method: q.method,
    amount: q.amount,
    purpose: q.purpose,
    customerPaysFee: s.pay_external_payment_fee,
    // The service fee is the deposit's (spec §9.1 "a bank-transfer deposit has a service fee").
    serviceFee: q.purpose === 'deposit' ? serviceFeeOf(deps, q.method) : 0,
    shopeepayOwnRate: s.shopeepay_own_rate,
  });
  return { fee: fee.fee, total: fee.total };
}
