import { describe, expect, it } from 'vitest';
import { type Locale, locales } from './locale.js';
import { formatRule } from './localize.js';
import { isMessageKey, type MessageKey, messages } from './messages.js';
import { ruleNames } from './rules.js';

const placeholders = (template: string): string[] =>
  [...template.matchAll(/\{([\w-]+)\}/g)].map((m) => m[1] ?? '').sort();

/** A rule key with arguments for every message, so no placeholder stays unfilled. */
const sampleKeys: Record<MessageKey, string> = {
  alpha: 'alpha',
  alpha_dash: 'alpha_dash',
  alpha_num: 'alpha_num',
  alpha_spaces: 'alpha_spaces',
  alpha_num_spaces: 'alpha_num_spaces',
  between: 'between:1,10',
  confirmed: 'confirmed:password',
  digits: 'digits:6',
  dimensions: 'dimensions:300,200',
  double: 'double',
  email: 'email',
  excluded: 'excluded:a,b',
  oneOf: 'oneOf:a,b',
  ext: 'ext:jpg,png',
  image: 'image',
  integer: 'integer',
  is: 'is:old_pin',
  is_not: 'is_not:old_pin',
  length: 'length:16',
  max: 'max:100',
  min: 'min:8',
  max_value: 'max_value:100000',
  min_value: 'min_value:10000',
  mimes: 'mimes:image/png,image/jpeg',
  numeric: 'numeric',
  regex: 'regex:^x$',
  required: 'required',
  required_if: 'required_if:type,transfer',
  size: 'size:8192',
  factor_of_thousands: 'factor_of_thousands',
  date: 'date',
  after: 'after:2024-01-01',
  before: 'before:2024-01-01',
  after_or_equal: 'after_or_equal:2024-01-01',
  before_or_equal: 'before_or_equal:2024-01-01',
  'greater-than': 'greater-than:5000',
  phone: 'phone',
  password_same: 'password_same',
  fallback: 'fallback',
};

describe('message tables', () => {
  const keys = Object.keys(messages.id) as MessageKey[];

  it('cover every rule plus the product keys', () => {
    expect(keys.sort()).toEqual([...ruleNames, 'fallback', 'password_same'].sort());
    expect(isMessageKey('password_same')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });

  it.each(keys)('%s uses {field} and the same placeholders in every locale', (key) => {
    const expected = placeholders(messages.id[key]);
    expect(expected).toContain('field');
    for (const locale of locales) expect(placeholders(messages[locale][key])).toEqual(expected);
  });

  it.each(locales.flatMap((locale) => keys.map((key) => [locale, key] as const)))(
    '%s %s fills every placeholder',
    (locale, key) => {
      const text = formatRule(sampleKeys[key], 'password', locale);
      expect(text).not.toMatch(/[{}]/);
      expect(text.length).toBeGreaterThan(3);
    },
  );

  it('keeps the spec texts', () => {
    expect(messages.id.required).toBe('{field} harus diisi');
    expect(messages.id.regex).toBe('Format {field} salah');
    expect(messages.en.fallback).toBe('{field} is not valid');
  });
});

const table: [string, string, Record<Locale, string>][] = [
  ['required', 'name', { id: 'Nama harus diisi', en: 'Name is required', zh: '请填写姓名' }],
  [
    'regex',
    'hp',
    { id: 'Format nomor HP salah', en: 'The phone number format is invalid', zh: '手机号码格式不正确' },
  ],
  ['regex', 'pin', { id: 'Format PIN salah', en: 'The PIN format is invalid', zh: 'PIN码格式不正确' }],
  [
    'min:8',
    'password',
    {
      id: 'Kata sandi minimal 8 karakter',
      en: 'Password must be at least 8 characters',
      zh: '密码至少需要 8 个字符',
    },
  ],
  [
    'max:100',
    'name',
    {
      id: 'Nama tidak boleh lebih dari 100 karakter',
      en: 'Name may not be longer than 100 characters',
      zh: '姓名不能超过 100 个字符',
    },
  ],
  [
    'digits:6',
    'otp',
    {
      id: 'Kode OTP harus berupa 6 digit angka',
      en: 'OTP code must be 6 digits',
      zh: '验证码必须是 6 位数字',
    },
  ],
  [
    'confirmed:password',
    'password_confirmation',
    {
      id: 'Konfirmasi kata sandi tidak sama dengan kata sandi',
      en: 'Password confirmation does not match password',
      zh: '确认密码与密码不一致',
    },
  ],
  [
    'confirmed:pin',
    'pin_confirmation',
    {
      id: 'Konfirmasi PIN tidak sama dengan PIN',
      en: 'PIN confirmation does not match PIN',
      zh: '确认PIN码与PIN码不一致',
    },
  ],
  [
    'is_not:old_pin',
    'pin',
    {
      id: 'PIN tidak boleh sama dengan PIN lama',
      en: 'PIN must be different from old PIN',
      zh: 'PIN码不能与旧PIN码相同',
    },
  ],
  [
    'password_same',
    'password',
    {
      id: 'Kata sandi baru tidak boleh sama dengan kata sandi lama',
      en: 'The new password must be different from the old password',
      zh: '新密码不能与旧密码相同',
    },
  ],
  [
    'phone',
    'hp',
    {
      id: 'Nomor HP harus berupa nomor HP Indonesia yang valid, contoh 081234567890',
      en: 'Phone number must be a valid Indonesian mobile number, e.g. 081234567890',
      zh: '手机号码必须是有效的印度尼西亚手机号码，例如 081234567890',
    },
  ],
  [
    'email',
    'email',
    {
      id: 'Email harus berupa alamat email yang valid',
      en: 'Email must be a valid email address',
      zh: '邮箱格式不正确，请输入有效的邮箱地址',
    },
  ],
  [
    'alpha_spaces',
    'name',
    {
      id: 'Nama hanya boleh berisi huruf dan spasi',
      en: 'Name may only contain letters and spaces',
      zh: '姓名只能包含字母和空格',
    },
  ],
  [
    'numeric',
    'number',
    { id: 'Nomor hanya boleh berisi angka', en: 'Number may only contain numbers', zh: '号码只能包含数字' },
  ],
  [
    'oneOf',
    'font_size',
    {
      id: 'Ukuran huruf harus salah satu dari pilihan yang tersedia',
      en: 'Font size must be one of the available options',
      zh: '字体大小必须是可选项之一',
    },
  ],
  [
    'min_value:10000',
    'nominal',
    { id: 'Nominal minimal 10.000', en: 'Nominal must be at least 10,000', zh: '面额不能小于 10,000' },
  ],
  [
    'between:1000,5000000',
    'amount',
    {
      id: 'Jumlah harus bernilai antara 1.000 dan 5.000.000',
      en: 'Amount must be between 1,000 and 5,000,000',
      zh: '金额必须介于 1,000 和 5,000,000 之间',
    },
  ],
  [
    'factor_of_thousands',
    'amount',
    {
      id: 'Jumlah harus kelipatan 1.000',
      en: 'Amount must be a multiple of 1,000',
      zh: '金额必须是 1000 的倍数',
    },
  ],
  [
    'size:8192',
    'image',
    {
      id: 'Ukuran image tidak boleh lebih dari 8.192 KB',
      en: 'Image may not be larger than 8,192 KB',
      zh: 'image不能超过 8,192 KB',
    },
  ],
  [
    'ext:jpg,png,jpeg',
    'banner_file',
    {
      id: 'Banner file harus berupa file dengan ekstensi jpg, png, jpeg',
      en: 'Banner file must be a file with extension jpg, png, jpeg',
      zh: 'banner file必须是扩展名为 jpg, png, jpeg 的文件',
    },
  ],
  [
    'after:2024-01-01',
    'end_date',
    {
      id: 'End date harus setelah 2024-01-01',
      en: 'End date must be after 2024-01-01',
      zh: 'end date必须晚于2024-01-01',
    },
  ],
  ['unknown_rule', 'token', { id: 'Token tidak valid', en: 'Token is not valid', zh: '令牌无效' }],
  [
    'fallback',
    'order_number',
    { id: 'Nomor pesanan tidak valid', en: 'Order number is not valid', zh: '订单号无效' },
  ],
];

describe('formatRule', () => {
  it.each(table.flatMap(([key, field, texts]) => locales.map((l) => [key, field, l, texts[l]] as const)))(
    '%s on %s in %s',
    (key, field, locale, text) => {
      expect(formatRule(key, field, locale)).toBe(text);
    },
  );

  it('defaults to Indonesian', () => {
    expect(formatRule('required', 'pin')).toBe('PIN harus diisi');
  });
});
