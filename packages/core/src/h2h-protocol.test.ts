import { describe, expect, it } from 'vitest';
import { H2H_ENDPOINTS, H2H_RC, H2H_TEST_NUMBER_DOCS, H2H_TEST_NUMBERS, h2hRc } from './h2h-protocol.js';

describe('H2H protocol definitions', () => {
  it('lists each rc once, with all three languages; refusals create no transaction', () => {
    const codes = H2H_RC.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const r of H2H_RC) {
      expect(r.message).not.toBe('');
      expect([r.meaning.id, r.meaning.en, r.meaning.zh].every((t) => t.length > 0)).toBe(true);
    }
    for (const code of ['40', '41', '42', '43', '44', '45', '49', '61'])
      expect(h2hRc(code).transaction).toBe(false);
    expect(h2hRc('03').final).toBe(false);
    expect(h2hRc('00')).toMatchObject({ transaction: true, final: true });
    expect(() => h2hRc('xx')).toThrow();
  });

  it('signs every call over a field it sends, and its example carries every required field', () => {
    for (const e of H2H_ENDPOINTS) {
      const names = e.request.map((f) => f.name);
      if ('field' in e.sign.suffix) expect(names).toContain(e.sign.suffix.field);
      expect(e.sign.recipe).toMatch(/^md5\(username \+ key \+ /);
      for (const f of e.request.filter((x) => x.required))
        expect(Object.keys(e.example.request)).toContain(f.name);
      expect(e.example.response).toHaveProperty('data');
    }
  });

  it('documents the four test numbers', () => {
    expect(H2H_TEST_NUMBER_DOCS.map((d) => d.number).sort()).toEqual(Object.values(H2H_TEST_NUMBERS).sort());
  });
});
