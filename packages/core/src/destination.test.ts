import { describe, expect, it } from 'vitest';
import { brandCode, callingCodeOf, INTERNATIONAL_CALLING_CODES, INTERNATIONAL_COUNTRIES } from './catalog.js';
import {
  checkDestination,
  type DestinationFormat,
  destinationFormat,
  gameZonePartProblem,
  internationalNumber,
  joinGameZone,
} from './destination.js';

describe('destinationFormat', () => {
  it.each([
    ['pulsa', 'telkomsel', 'phone'],
    ['data', 'xl', 'phone'],
    ['starterPacks', 'tri', 'phone'],
    ['smstel', 'indosat', 'phone'],
    ['validityPackage', 'axis', 'phone'],
    ['emoney', 'dana', 'emoney'],
    ['electricity', 'pln', 'pln'],
    ['games', brandCode('MOBILE LEGENDS'), 'gameZone'],
    ['games', brandCode('Mobile Legends Bang Bang'), 'gameZone'],
    ['games', brandCode('FREE FIRE'), 'gameId'],
    ['games', brandCode('GENSHIN IMPACT'), 'gameId'],
    ['games', null, 'gameId'],
    ['esim', 'esim', 'email'],
    ['international', 'malaysia', 'international'],
    ['tv', 'k-vision', 'customerId'],
    ['pertagas', 'pertagas', 'customerId'],
    ['aktivasi-voucher', 'telkomsel', 'voucherCode'],
    ['sendMoney', 'bca', 'account'],
    ['voucher', 'google-play-indonesia', 'other'],
    ['topupByExcel', '', 'other'],
  ] as const)('%s / %s → %s', (type, brand, format) => {
    expect(destinationFormat(type, brand)).toBe(format);
  });
});

const check = (format: DestinationFormat, raw: string, brand?: string) =>
  checkDestination(format, raw, brand);

describe('checkDestination', () => {
  it('refuses an empty destination whatever the format', () => {
    for (const f of ['phone', 'gameZone', 'email', 'international', 'other'] as const) {
      expect(check(f, '  ')).toEqual({ problem: 'required' });
    }
  });

  it('phone and e-money: an Indonesian mobile number, as 08…', () => {
    expect(check('phone', '+62 812-3456-7890')).toEqual({ value: '081234567890' });
    expect(check('emoney', '6281234567890')).toEqual({ value: '081234567890' });
    expect(check('phone', '0812')).toEqual({ problem: 'invalid' });
    expect(check('emoney', 'abc')).toEqual({ problem: 'invalid' });
  });

  it('PLN: an 11-digit meter or a 12-digit customer ID', () => {
    expect(check('pln', '141 234 567 89')).toEqual({ value: '14123456789' });
    expect(check('pln', '530000000001')).toEqual({ value: '530000000001' });
    expect(check('pln', '12345')).toEqual({ problem: 'invalid' });
  });

  it('a game with a zone: user ID and zone ID joined, as written on the profile or already joined', () => {
    expect(check('gameZone', '123456781234')).toEqual({ value: '123456781234' });
    expect(check('gameZone', '12345678 (1234)')).toEqual({ value: '123456781234' });
    expect(check('gameZone', '12345678|1234')).toEqual({ value: '123456781234' });
    expect(check('gameZone', '12345')).toEqual({ problem: 'invalid' });
    expect(check('gameZone', 'abc12345678')).toEqual({ problem: 'invalid' });
    expect(check('gameZone', '1'.repeat(19))).toEqual({ problem: 'invalid' });
  });

  it('a player ID: letters and digits, bounded', () => {
    expect(check('gameId', '123456789')).toEqual({ value: '123456789' });
    expect(check('gameId', 'AbC123xyz')).toEqual({ value: 'AbC123xyz' });
    expect(check('gameId', '123')).toEqual({ problem: 'invalid' });
    expect(check('gameId', 'name@x')).toEqual({ problem: 'invalid' });
    expect(check('gameId', '9'.repeat(25))).toEqual({ problem: 'invalid' });
  });

  it('eSIM: an e-mail address', () => {
    expect(check('email', ' budi@example.co.id ')).toEqual({ value: 'budi@example.co.id' });
    for (const bad of [
      'budi',
      'budi@',
      'budi@example',
      'bu di@example.com',
      `${'a'.repeat(60)}@example.com`,
    ]) {
      expect(check('email', bad)).toEqual({ problem: 'email' });
    }
  });

  it('TV and gas customer IDs, voucher codes and account numbers are digits of their length', () => {
    expect(check('customerId', '8012 3456 7890')).toEqual({ value: '801234567890' });
    expect(check('customerId', 'AB1234567')).toEqual({ problem: 'invalid' });
    expect(check('voucherCode', '8991234567890')).toEqual({ value: '8991234567890' });
    expect(check('voucherCode', '123456789')).toEqual({ problem: 'invalid' });
    expect(check('account', '1234567890')).toEqual({ value: '1234567890' });
    expect(check('account', '12-34')).toEqual({ problem: 'invalid' });
  });

  it('other types keep the free-form bounded rule', () => {
    expect(check('other', 'VCR-7788')).toEqual({ value: 'VCR7788' });
    expect(check('other', 'ab')).toEqual({ problem: 'invalid' });
  });

  describe('international', () => {
    it('has a calling code for every country of the type', () => {
      expect(Object.keys(INTERNATIONAL_CALLING_CODES).sort()).toEqual([...INTERNATIONAL_COUNTRIES].sort());
      expect(callingCodeOf('bangladesh')).toEqual({ code: '880', min: 10, max: 10 });
      expect(callingCodeOf('philippines')?.code).toBe('63');
      expect(callingCodeOf('pulsa')).toBeNull();
    });

    it('takes the number with its calling code (with or without + or 00) or in the national 0… form', () => {
      expect(check('international', '60123456789', 'malaysia')).toEqual({ value: '60123456789' });
      expect(check('international', '+60 12-345 6789', 'malaysia')).toEqual({ value: '60123456789' });
      expect(check('international', '0060123456789', 'malaysia')).toEqual({ value: '60123456789' });
      expect(check('international', '0123456789', 'malaysia')).toEqual({ value: '60123456789' });
      expect(check('international', '8613812345678', 'china')).toEqual({ value: '8613812345678' });
      expect(check('international', '6591234567', 'singapore')).toEqual({ value: '6591234567' });
      expect(check('international', '8801712345678', 'bangladesh')).toEqual({ value: '8801712345678' });
    });

    it('refuses a national number of the wrong length and a number of another country', () => {
      expect(check('international', '601234', 'malaysia')).toEqual({ problem: 'invalid' });
      expect(check('international', '65912345678', 'singapore')).toEqual({ problem: 'invalid' });
      expect(check('international', '+8613812345678', 'malaysia')).toEqual({ problem: 'country' });
      expect(check('international', '8613812345678', 'malaysia')).toEqual({ problem: 'country' });
      expect(check('international', '60abc', 'malaysia')).toEqual({ problem: 'invalid' });
    });

    it('an unknown country: 8–15 digits', () => {
      expect(check('international', '+91 98765 43210', 'india')).toEqual({ value: '919876543210' });
      expect(check('international', '1234', 'india')).toEqual({ problem: 'invalid' });
    });
  });
});

describe('the form helpers', () => {
  it('joins a user ID and a zone ID', () => {
    expect(joinGameZone('12345678', '(1234)')).toBe('123456781234');
  });

  it('checks each part of a game ID with a zone', () => {
    expect(gameZonePartProblem('user', '')).toBe('required');
    expect(gameZonePartProblem('zone', ' ')).toBe('required');
    expect(gameZonePartProblem('user', '12345678')).toBeNull();
    expect(gameZonePartProblem('user', '1234')).toBe('invalid');
    expect(gameZonePartProblem('zone', '1234')).toBeNull();
    expect(gameZonePartProblem('zone', '12a4')).toBe('invalid');
  });

  it('puts the calling code before the national number, dropping a trunk 0', () => {
    const my = callingCodeOf('malaysia')!;
    expect(internationalNumber(my, '0123456789')).toBe('60123456789');
    expect(internationalNumber(my, '12 345 6789')).toBe('60123456789');
    expect(internationalNumber(my, '60123456789')).toBe('60123456789');
    expect(internationalNumber(callingCodeOf('singapore')!, '91234567')).toBe('6591234567');
    expect(internationalNumber(my, '+60 12 345 6789')).toBe('60123456789');
    expect(internationalNumber(my, '0060123456789')).toBe('60123456789');
    expect(internationalNumber(my, '+86 138 1234 5678')).toBe('8613812345678');
  });
});
