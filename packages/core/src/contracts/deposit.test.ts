import { describe, expect, it } from 'vitest';
import { localizeIssues } from '../validation/localize.js';
import {
  accountBalances,
  cashbackRedeemRequest,
  depositSettingsResponse,
  depositTopupClaimRequest,
  depositTopupListQuery,
  depositTopupParams,
  depositTopupRequest,
  depositTopupRequestWith,
  depositTopupResponse,
  depositTransferRequest,
  paymentFeeQuery,
} from './deposit.js';

/** The localized field errors of a failed parse (what the server's 422 and the web form show). */
function errors(schema: { safeParse(v: unknown): { error?: { issues: unknown[] } } }, input: unknown) {
  const issues = schema.safeParse(input).error?.issues ?? [];
  return localizeIssues(issues as Parameters<typeof localizeIssues>[0], 'id');
}

describe('deposit top-up request', () => {
  it('takes a nominal and a method code, and an optional holder name', () => {
    expect(depositTopupRequest.parse({ nominal: 50_000, method: 'bank_transfer:bca' })).toEqual({
      nominal: 50_000,
      method: 'bank_transfer:bca',
    });
    expect(
      depositTopupRequest.parse({
        nominal: 50_000,
        method: 'xendit:dana',
        holder_name: " Budi O'Neil, S.E. ",
      }),
    ).toMatchObject({ holder_name: "Budi O'Neil, S.E." });
    expect(depositTopupRequest.parse({ nominal: 50_000, method: 'xendit:dana', holder_name: '' })).toEqual({
      nominal: 50_000,
      method: 'xendit:dana',
    });
  });

  it.each([
    [{}, { nominal: ['Nominal harus diisi'], method: ['Cara pembayaran harus diisi'] }],
    [
      { nominal: 10_500, method: 'xendit:gopay' },
      {
        nominal: ['Nominal harus kelipatan 1.000'],
        method: ['Cara pembayaran harus salah satu dari pilihan yang tersedia'],
      },
    ],
    [{ nominal: 0, method: 'xendit:dana' }, { nominal: ['Nominal minimal 1.000'] }],
    [{ nominal: 10_000.5, method: 'xendit:dana' }, { nominal: ['Nominal harus berupa bilangan bulat'] }],
    [
      { nominal: 2_000_000_000, method: 'xendit:dana' },
      { nominal: ['Nominal tidak boleh lebih dari 1.000.000.000'] },
    ],
    [
      { nominal: 10_000, method: 'xendit:dana', holder_name: 'Budi <script>' },
      { holder_name: ['Format nama pemilik rekening salah'] },
    ],
  ])('%o → %o', (input, expected) => {
    expect(errors(depositTopupRequest, input)).toEqual(expected);
  });

  it('the form version enforces the min_topup setting', () => {
    expect(errors(depositTopupRequestWith(10_000), { nominal: 9_000, method: 'xendit:dana' })).toEqual({
      nominal: ['Nominal minimal 10.000'],
    });
    expect(depositTopupRequestWith().safeParse({ nominal: 10_000, method: 'xendit:dana' }).success).toBe(
      true,
    );
  });

  it('the code in the path is DEP plus digits', () => {
    expect(depositTopupParams.safeParse({ code: 'DEP123' }).success).toBe(true);
    expect(depositTopupParams.safeParse({ code: 'DEPX' }).success).toBe(false);
  });

  it('a claim needs the proof image as a JPG or PNG data URL; the note is optional', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(depositTopupClaimRequest.parse({ proof_image: png })).toEqual({ proof_image: png });
    expect(depositTopupClaimRequest.safeParse({ proof_image: 'media/12' }).success).toBe(false);
    expect(depositTopupClaimRequest.safeParse({ proof_image: 'data:image/gif;base64,R0lG' }).success).toBe(
      false,
    );
    expect(errors(depositTopupClaimRequest, { note: 'x'.repeat(201) })).toEqual({
      note: ['Catatan tidak boleh lebih dari 200 karakter'],
      proof_image: ['Bukti transfer harus diisi'],
    });
  });
});

describe('payment fee query', () => {
  it('coerces the query string and defaults the purpose to deposit', () => {
    expect(paymentFeeQuery.parse({ method: 'xendit:dana', amount: '100000' })).toEqual({
      method: 'xendit:dana',
      amount: 100_000,
      purpose: 'deposit',
    });
    expect(errors(paymentFeeQuery, { method: 'xendit:dana', amount: '0', purpose: 'refund' })).toEqual({
      amount: ['Jumlah minimal 1'],
      purpose: ['Purpose harus salah satu dari pilihan yang tersedia'],
    });
  });
});

describe('top-up list query', () => {
  it('pages and filters', () => {
    expect(depositTopupListQuery.parse({})).toEqual({ page: 1, per_page: 20 });
    expect(depositTopupListQuery.parse({ status: 'pending', from: '2025-01-01', page: '2' })).toEqual({
      status: 'pending',
      from: '2025-01-01',
      page: 2,
      per_page: 20,
    });
    expect(depositTopupListQuery.safeParse({ status: 'paid' }).success).toBe(false);
    expect(depositTopupListQuery.safeParse({ per_page: '101' }).success).toBe(false);
  });
});

describe('deposit transfer request', () => {
  const valid = { phone: '081234567890', amount: 25_000, password: 'secret' };

  it('takes a phone, an amount in thousands, an optional note and the password', () => {
    expect(depositTransferRequest.parse({ ...valid, note: ' thanks ' })).toEqual({
      ...valid,
      note: 'thanks',
    });
  });

  it.each([
    [
      {},
      {
        phone: ['Nomor telepon harus diisi'],
        amount: ['Jumlah harus diisi'],
        password: ['Kata sandi harus diisi'],
      },
    ],
    [
      { ...valid, phone: '12345' },
      { phone: ['Nomor telepon harus berupa nomor HP Indonesia yang valid, contoh 081234567890'] },
    ],
    [{ ...valid, amount: 1_500 }, { amount: ['Jumlah harus kelipatan 1.000'] }],
    [{ ...valid, amount: 0 }, { amount: ['Jumlah minimal 1.000'] }],
  ])('%o → %o', (input, expected) => {
    expect(errors(depositTransferRequest, input)).toEqual(expected);
  });
});

describe('cashback redeem request', () => {
  it('takes any whole rupiah from 1', () => {
    expect(cashbackRedeemRequest.parse({ amount: 1_234 })).toEqual({ amount: 1_234 });
    expect(errors(cashbackRedeemRequest, { amount: 0 })).toEqual({ amount: ['Jumlah minimal 1'] });
  });
});

describe('responses', () => {
  it('parse the shapes the server sends', () => {
    const topup = {
      code: 'DEP1001',
      method: 'bank_transfer:bca',
      nominal: 50_000,
      fee: 0,
      unique_code: 123,
      total: 50_123,
      status: 'pending',
      holder_name: null,
      expires_at: '2025-03-10T15:00:00.000Z',
      payment_url: null,
      bank: { name: 'BCA', account_number: '1234567890', account_name: 'PT Konter' },
      credited_on: '2025-03-10',
      claim: null,
      created_at: '2025-03-10T03:00:00.000Z',
      paid_at: null,
      credited_amount: null,
    };
    expect(depositTopupResponse.parse({ data: topup }).data).toEqual(topup);
    const option = {
      method: 'xendit:dana',
      provider: 'xendit',
      channel: 'dana',
      group: 'ewallet',
      name: 'DANA',
      service_fee: 0,
      account: null,
    };
    const settings = {
      nominals: [10_000, 50_000],
      banks: [
        {
          ...option,
          method: 'bank_transfer:bca',
          provider: 'bank_transfer',
          channel: 'bca',
          group: 'bank_transfer',
          account: { name: 'BCA', account_number: '8720123456', account_name: 'PT KONTER DEMO' },
        },
      ],
      virtuals: [],
      payment_methods: [option],
      settings: {
        currency: 'IDR',
        locale: 'id-ID',
        allow_custom_nominals: true,
        allow_deposit_transfer: false,
        pay_external_payment_fee: true,
        min_topup: 10_000,
        shopeepay_own_rate: false,
      },
    };
    expect(depositSettingsResponse.parse({ data: settings }).data).toEqual(settings);
    expect(
      depositSettingsResponse.safeParse({
        data: { ...settings, settings: { ...settings.settings, currency: 'USD' } },
      }).success,
    ).toBe(false);
  });

  it('the balances are the account response fields', () => {
    expect(Object.keys(accountBalances.shape).sort()).toEqual(['agent_debt', 'cashback_wallet', 'deposit']);
  });
});
