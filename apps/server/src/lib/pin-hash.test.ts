import { describe, expect, it } from 'vitest';
import { hashPin, isPepperedPin, verifyPepperedPin } from './pin-hash.js';

const SECRET = 'test-app-secret-with-enough-length-000000';

describe('peppered PIN digests', () => {
  it('verifies the right PIN only, with a fresh salt each time', () => {
    const a = hashPin(SECRET, '123456');
    const b = hashPin(SECRET, '123456');
    expect(a).not.toBe(b);
    expect(isPepperedPin(a)).toBe(true);
    expect(verifyPepperedPin(SECRET, a, '123456')).toBe(true);
    expect(verifyPepperedPin(SECRET, b, '123456')).toBe(true);
    expect(verifyPepperedPin(SECRET, a, '123457')).toBe(false);
    expect(verifyPepperedPin(SECRET, a, '')).toBe(false);
  });

  it('cannot be checked without the application secret', () => {
    const digest = hashPin(SECRET, '123456');
    expect(verifyPepperedPin(`${SECRET}x`, digest, '123456')).toBe(false);
  });

  it('refuses malformed digests instead of throwing', () => {
    expect(verifyPepperedPin(SECRET, 'p1$', '123456')).toBe(false);
    expect(verifyPepperedPin(SECRET, 'p1$abc$', '123456')).toBe(false);
    expect(verifyPepperedPin(SECRET, 'p1$abc$Zm9v', '123456')).toBe(false);
    expect(isPepperedPin('$argon2id$v=19$m=19456')).toBe(false);
  });
});
