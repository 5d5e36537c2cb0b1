// Field labels per locale, used as {field} (and as the other field in confirmed, is_not, …).
import type { Locale } from './locale.js';

export const labelledFields = [
  'name',
  'email',
  'hp',
  'password',
  'password_confirmation',
  'old_password',
  'referral_code',
  'login',
  'pin',
  'pin_confirmation',
  'old_pin',
  'otp',
  'number',
  'type',
  'token',
  'channel',
  'nominal',
  'amount',
  'destination',
  'product_code',
  'order_number',
  'font_size',
  'font_family',
  'locale',
  'markup_price',
  'note',
  'customer_no',
  'payment_method',
  'ref_ids',
  'operator',
] as const;
export type LabelledField = (typeof labelledFields)[number];

export const fieldLabels: Readonly<Record<Locale, Readonly<Record<LabelledField, string>>>> = {
  id: {
    name: 'Nama',
    email: 'Email',
    hp: 'Nomor HP',
    password: 'Kata sandi',
    password_confirmation: 'Konfirmasi kata sandi',
    old_password: 'Kata sandi lama',
    referral_code: 'Kode referral',
    login: 'Email atau nomor HP',
    pin: 'PIN',
    pin_confirmation: 'Konfirmasi PIN',
    old_pin: 'PIN lama',
    otp: 'Kode OTP',
    number: 'Nomor',
    type: 'Jenis',
    token: 'Token',
    channel: 'Saluran',
    nominal: 'Nominal',
    amount: 'Jumlah',
    destination: 'Nomor tujuan',
    product_code: 'Kode produk',
    order_number: 'Nomor pesanan',
    markup_price: 'Markup',
    note: 'Catatan',
    customer_no: 'Nomor pelanggan',
    payment_method: 'Metode pembayaran',
    ref_ids: 'Tagihan',
    operator: 'Operator',
    font_size: 'Ukuran huruf',
    font_family: 'Jenis huruf',
    locale: 'Bahasa',
  },
  en: {
    name: 'Name',
    email: 'Email',
    hp: 'Phone number',
    password: 'Password',
    password_confirmation: 'Password confirmation',
    old_password: 'Old password',
    referral_code: 'Referral code',
    login: 'Email or phone number',
    pin: 'PIN',
    pin_confirmation: 'PIN confirmation',
    old_pin: 'Old PIN',
    otp: 'OTP code',
    number: 'Number',
    type: 'Type',
    token: 'Token',
    channel: 'Channel',
    nominal: 'Nominal',
    amount: 'Amount',
    destination: 'Destination number',
    product_code: 'Product code',
    order_number: 'Order number',
    markup_price: 'Markup',
    note: 'Note',
    customer_no: 'Customer number',
    payment_method: 'Payment method',
    ref_ids: 'Bills',
    operator: 'Operator',
    font_size: 'Font size',
    font_family: 'Font family',
    locale: 'Language',
  },
  zh: {
    name: '姓名',
    email: '邮箱',
    hp: '手机号码',
    password: '密码',
    password_confirmation: '确认密码',
    old_password: '旧密码',
    referral_code: '推荐码',
    login: '邮箱或手机号码',
    pin: 'PIN码',
    pin_confirmation: '确认PIN码',
    old_pin: '旧PIN码',
    otp: '验证码',
    number: '号码',
    type: '类型',
    token: '令牌',
    channel: '渠道',
    nominal: '面额',
    amount: '金额',
    destination: '目标号码',
    product_code: '产品代码',
    order_number: '订单号',
    markup_price: '加价',
    note: '备注',
    customer_no: '客户编号',
    payment_method: '支付方式',
    ref_ids: '账单',
    operator: '运营商',
    font_size: '字体大小',
    font_family: '字体',
    locale: '语言',
  },
};

/** The label of a known field, else undefined. */
export function knownFieldLabel(field: string, locale: Locale): string | undefined {
  const labels = fieldLabels[locale];
  return Object.hasOwn(labels, field) ? labels[field as LabelledField] : undefined;
}

/** The label of a form-level (empty path) error. */
export const rootLabels: Readonly<Record<Locale, string>> = { id: 'Data', en: 'Input', zh: '输入内容' };

/**
 * The label of a field. A path ('items.0.name') is labelled by its last non-numeric segment;
 * an unknown field is its name with underscores as spaces ('postal_code' → 'postal code'); an
 * empty path gets the locale's root label.
 */
export function fieldLabel(field: string, locale: Locale): string {
  const segment = field
    .split('.')
    .filter((s) => s !== '' && !/^\d+$/.test(s))
    .pop();
  if (segment === undefined) return rootLabels[locale];
  return knownFieldLabel(segment, locale) ?? segment.replaceAll('_', ' ');
}
