import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contactRequest,
  passwordUpdateRequest,
  pinStoreRequest,
  pinUpdateRequest,
  profileUpdateRequest,
  settingUpdateRequest,
} from '../contracts/account.js';
import { loginRequest, otp, registerRequest, resetPasswordRequest } from '../contracts/auth.js';
import { issueRule, localizeIssues, pickLocale } from './localize.js';

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  return result.error.issues;
};

const validRegister = {
  name: 'Budi Santoso',
  email: 'budi@example.com',
  hp: '081234567890',
  password: 'rahasia123',
  password_confirmation: 'rahasia123',
};

describe('localizeIssues on the contracts', () => {
  it('registerRequest.safeParse({}) → "… harus diisi" for each required field', () => {
    expect(localizeIssues(issuesOf(registerRequest, {}), 'id')).toEqual({
      name: ['Nama harus diisi'],
      email: ['Email harus diisi'],
      hp: ['Nomor HP harus diisi'],
      password: ['Kata sandi harus diisi'],
      password_confirmation: ['Konfirmasi kata sandi harus diisi'],
    });
  });

  it('the same in en and zh', () => {
    expect(localizeIssues(issuesOf(registerRequest, {}), 'en')).toMatchObject({
      name: ['Name is required'],
      hp: ['Phone number is required'],
    });
    expect(localizeIssues(issuesOf(registerRequest, {}), 'zh')).toMatchObject({
      name: ['请填写姓名'],
      password_confirmation: ['请填写确认密码'],
    });
  });

  it('blank strings give only the required message (not also the format one)', () => {
    const out = localizeIssues(issuesOf(registerRequest, { ...validRegister, hp: '  ', name: '' }));
    expect(out).toEqual({ name: ['Nama harus diisi'], hp: ['Nomor HP harus diisi'] });
  });

  it('min:8, confirmed, phone, email and alpha_dash in all locales', () => {
    const input = {
      ...validRegister,
      email: 'budi@',
      hp: '0712',
      password: 'short',
      password_confirmation: 'other',
      referral_code: 'a b',
    };
    expect(localizeIssues(issuesOf(registerRequest, input), 'id')).toEqual({
      email: ['Email harus berupa alamat email yang valid'],
      hp: ['Nomor HP harus berupa nomor HP Indonesia yang valid, contoh 081234567890'],
      password: ['Kata sandi minimal 8 karakter'],
      referral_code: ['Kode referral hanya boleh berisi huruf, angka, tanda hubung, dan garis bawah'],
      password_confirmation: ['Konfirmasi kata sandi tidak sama dengan kata sandi'],
    });
    expect(localizeIssues(issuesOf(registerRequest, input), 'en')).toMatchObject({
      password: ['Password must be at least 8 characters'],
      password_confirmation: ['Password confirmation does not match password'],
    });
    expect(localizeIssues(issuesOf(registerRequest, input), 'zh')).toMatchObject({
      password: ['密码至少需要 8 个字符'],
      password_confirmation: ['确认密码与密码不一致'],
    });
  });

  it('password_confirmation mismatch alone', () => {
    const out = localizeIssues(
      issuesOf(resetPasswordRequest, {
        token: 't',
        password: 'rahasia123',
        password_confirmation: 'rahasia124',
      }),
    );
    expect(out).toEqual({ password_confirmation: ['Konfirmasi kata sandi tidak sama dengan kata sandi'] });
  });

  it('password_same and is_not:old_pin', () => {
    const pw = { old_password: 'rahasia123', password: 'rahasia123', password_confirmation: 'rahasia123' };
    expect(localizeIssues(issuesOf(passwordUpdateRequest, pw), 'id')).toEqual({
      password: ['Kata sandi baru tidak boleh sama dengan kata sandi lama'],
    });
    const pin = { old_pin: '123456', pin: '123456', pin_confirmation: '123456' };
    expect(localizeIssues(issuesOf(pinUpdateRequest, pin), 'en')).toEqual({
      pin: ['PIN must be different from old PIN'],
    });
  });

  it('PIN rules', () => {
    expect(localizeIssues(issuesOf(pinStoreRequest, { pin: '12ab', pin_confirmation: '1' }), 'id')).toEqual({
      pin: ['PIN harus berupa 6 digit angka'],
      pin_confirmation: ['Konfirmasi PIN tidak sama dengan PIN'],
    });
  });

  it('max, oneOf, numeric', () => {
    expect(
      localizeIssues(
        issuesOf(profileUpdateRequest, { name: 'x'.repeat(101), email: 'a@b.co', hp: '081234567890' }),
      ),
    ).toEqual({
      name: ['Nama tidak boleh lebih dari 100 karakter'],
    });
    expect(
      localizeIssues(issuesOf(settingUpdateRequest, { font_size: 'giant', locale: 'fr' }), 'en'),
    ).toEqual({
      font_size: ['Font size must be one of the available options'],
      locale: ['Language must be one of the available options'],
    });
    expect(localizeIssues(issuesOf(contactRequest, { number: '08-12', name: 'Ani' }), 'zh')).toEqual({
      number: ['号码只能包含数字'],
    });
  });

  it('login and otp', () => {
    expect(localizeIssues(issuesOf(loginRequest, { login: ' ' }))).toEqual({
      login: ['Email atau nomor HP harus diisi'],
      password: ['Kata sandi harus diisi'],
    });
    expect(localizeIssues(issuesOf(z.object({ otp }), { otp: '12' }), 'en')).toEqual({
      otp: ['OTP code must be 6 digits'],
    });
  });
});

describe('zod issue codes without rule-key messages', () => {
  const schema = z.object({
    a: z.string().min(3),
    b: z.number().min(2),
    c: z.number().max(5),
    d: z.string().max(2),
    e: z.email(),
    f: z.string().regex(/x/),
    g: z.enum(['a', 'b']),
    h: z.string().length(6),
    i: z.number().positive(),
    j: z.number().multipleOf(1000),
    k: z.iso.date(),
    l: z.string(),
    m: z.array(z.string()).min(1),
    n: z.string().min(1),
    o: z.url(),
  });
  const input = {
    a: 'x',
    b: 1,
    c: 9,
    d: 'abc',
    e: 'bad',
    f: 'y',
    g: 'z',
    h: '1',
    i: 0,
    j: 1500,
    k: '2024-02-30',
    l: 5,
    m: [],
    n: '',
    o: 'nope',
  };

  it('maps codes to rules', () => {
    expect(localizeIssues(issuesOf(schema, input), 'en')).toEqual({
      a: ['A must be at least 3 characters'],
      b: ['B must be at least 2'],
      c: ['C may not be greater than 5'],
      d: ['D may not be longer than 2 characters'],
      e: ['E must be a valid email address'],
      f: ['The f format is invalid'],
      g: ['G must be one of the available options'],
      h: ['H must be exactly 6 characters'],
      i: ['I must be greater than 0'],
      j: ['J must be a multiple of 1,000'],
      k: ['K must be a valid date (YYYY-MM-DD)'],
      l: ['L is not valid'],
      m: ['M is required'],
      n: ['N is required'],
      o: ['O is not valid'],
    });
  });

  it('missing fields are required', () => {
    const out = localizeIssues(issuesOf(schema, {}), 'id');
    expect(out.a).toEqual(['A harus diisi']);
    expect(out.m).toEqual(['M harus diisi']);
  });

  it('uses the input when zod reports it', () => {
    const result = z.object({ x: z.string() }).safeParse({ x: null }, { reportInput: true });
    expect(result.success).toBe(false);
    expect(localizeIssues(result.error?.issues ?? [], 'en')).toEqual({ x: ['X is required'] });
  });

  it('nested paths, form-level issues and plain issue objects', () => {
    const nested = z.object({
      items: z.array(z.object({ product_code: z.string().min(1, { message: 'required' }) })),
    });
    expect(localizeIssues(issuesOf(nested, { items: [{ product_code: '' }] }))).toEqual({
      'items.0.product_code': ['Kode produk harus diisi'],
    });
    expect(
      localizeIssues(
        [
          { path: [], message: 'something odd' },
          { path: ['amount'], message: 'factor_of_thousands' },
          { path: ['amount'], message: 'min_value:10000' },
          { path: ['amount'], message: 'min_value:10000' },
        ],
        'id',
      ),
    ).toEqual({
      '': ['Data tidak valid'],
      amount: ['Jumlah harus kelipatan 1.000', 'Jumlah minimal 10.000'],
    });
  });

  it('issueRule reads rule keys with arguments', () => {
    expect(issueRule({ code: 'custom', message: 'between:1,5' })).toEqual({
      key: 'between',
      params: { min: '1', max: '5' },
    });
    expect(issueRule({ code: 'custom', message: 'Some sentence: with colon' }).key).toBe('fallback');
  });
});

describe('pickLocale', () => {
  it.each([
    [undefined, 'id'],
    [null, 'id'],
    ['', 'id'],
    ['id-ID,id;q=0.9,en-US;q=0.8', 'id'],
    ['in', 'id'],
    ['en-US,en;q=0.9', 'en'],
    ['en', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['zh_TW', 'zh'],
    ['fr-FR,fr;q=0.9', 'id'],
    ['fr-FR,en;q=0.5,zh;q=0.8', 'zh'],
    ['en;q=0,zh;q=0.1', 'zh'],
    ['*', 'id'],
    [['fr', 'en-GB', 'id'], 'en'],
    [[], 'id'],
  ] as const)('%j → %s', (input, locale) => {
    expect(pickLocale(input)).toBe(locale);
  });
});
