import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import {
  DEMO_BANK_ACCOUNTS,
  parseDepositBankAccounts,
  parseServiceFees,
  serviceFeeFor,
} from './deposit-config.js';

describe('DEPOSIT_BANK_ACCOUNTS', () => {
  it('reads the compact form and JSON; unset is the demo outside production and none in it', () => {
    expect(
      parseDepositBankAccounts('bca:1234567890:PT Konter Jaya, mandiri:1370012345678:PT Konter: Pusat', true),
    ).toEqual([
      { bank: 'bca', accountNumber: '1234567890', accountName: 'PT Konter Jaya' },
      { bank: 'mandiri', accountNumber: '1370012345678', accountName: 'PT Konter: Pusat' },
    ]);
    expect(
      parseDepositBankAccounts(
        '[{"bank":"bri","account_number":"0023010001","account_name":"CV Maju"}]',
        true,
      ),
    ).toEqual([{ bank: 'bri', accountNumber: '0023010001', accountName: 'CV Maju' }]);
    expect(parseDepositBankAccounts(undefined, false)).toBe(DEMO_BANK_ACCOUNTS);
    expect(parseDepositBankAccounts(undefined, true)).toEqual([]);
  });

  it.each([
    ['bsi:123456:X', /unknown bank "bsi"/],
    ['bca:12-34:X', /5-20 digits/],
    ['bca:1234567', /holder name/],
    ['bca:1234567:A,bca:7654321:B', /listed twice/],
    ['[{"bank":"bca"', /not valid JSON/],
  ])('%s is refused', (text, problem) => {
    expect(parseDepositBankAccounts(text, false)).toMatch(problem);
  });

  it('stops the server with the variable named', () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'konter-config-')) };
    expect(() => loadConfig({ ...env, DEPOSIT_BANK_ACCOUNTS: 'bsi:1:X' })).toThrow(
      /DEPOSIT_BANK_ACCOUNTS: unknown bank/,
    );
    expect(() => loadConfig({ ...env, DEPOSIT_SERVICE_FEES: 'paypal:*=1' })).toThrow(/DEPOSIT_SERVICE_FEES/);
  });
});

describe('DEPOSIT_SERVICE_FEES', () => {
  it('takes a method’s own fee, else its provider’s, else none', () => {
    const fees = parseServiceFees('xendit:*=1000, xendit:qris=500,bank_transfer:bca=2500');
    expect(typeof fees).toBe('object');
    const f = fees as Record<string, number>;
    expect(serviceFeeFor(f, 'xendit:qris')).toBe(500);
    expect(serviceFeeFor(f, 'xendit:dana')).toBe(1000);
    expect(serviceFeeFor(f, 'bank_transfer:bca')).toBe(2500);
    expect(serviceFeeFor(f, 'bank_transfer:bri')).toBe(0);
    expect(parseServiceFees(undefined)).toEqual({});
    expect(parseServiceFees('xendit:dana=1.5')).toMatch(/whole rupiah/);
    expect(parseServiceFees('gopay=100')).toMatch(/unknown method/);
  });
});
