import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldLabels, knownFieldLabel, labelledFields, rootLabels } from './labels.js';
import { locales } from './locale.js';

describe('field labels', () => {
  it.each(locales)('%s labels every listed field, each distinct', (locale) => {
    const labels = labelledFields.map((f) => fieldLabels[locale][f]);
    expect(labels.every((l) => l.trim().length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each([
    ['hp', 'Nomor HP', 'Phone number', '手机号码'],
    ['password_confirmation', 'Konfirmasi kata sandi', 'Password confirmation', '确认密码'],
    ['old_pin', 'PIN lama', 'Old PIN', '旧PIN码'],
    ['order_number', 'Nomor pesanan', 'Order number', '订单号'],
    ['house_number', 'house number', 'house number', 'house number'],
    ['postal_code', 'Kode pos', 'Postal code', '邮政编码'],
    ['items.0.product_code', 'Kode produk', 'Product code', '产品代码'],
    ['sender.sub_district', 'Kelurahan/desa', 'Sub-district/village', '街道/村'],
    ['sender.rt_rw', 'rt rw', 'rt rw', 'rt rw'],
    ['', 'Data', 'Input', '输入内容'],
  ])('%s → %s / %s / %s', (field, id, en, zh) => {
    expect(fieldLabel(field, 'id')).toBe(id);
    expect(fieldLabel(field, 'en')).toBe(en);
    expect(fieldLabel(field, 'zh')).toBe(zh);
  });

  it('knownFieldLabel ignores unknown fields and object keys', () => {
    expect(knownFieldLabel('pin', 'en')).toBe('PIN');
    expect(knownFieldLabel('constructor', 'en')).toBeUndefined();
    expect(knownFieldLabel('house_number', 'id')).toBeUndefined();
    expect(rootLabels.id).toBe('Data');
  });
});
