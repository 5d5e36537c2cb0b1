import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { PasswordHasher } from './password.js';

describe('PasswordHasher', () => {
  it('runs at most `concurrency` hashes at once and queues the rest', async () => {
    const hasher = new PasswordHasher(2);
    const all = Array.from({ length: 6 }, (_, i) => hasher.hash(`password-${i}`));
    await Promise.resolve();
    expect(hasher.load).toEqual({ running: 2, waiting: 4 });
    const hashes = await Promise.all(all);
    expect(hasher.load).toEqual({ running: 0, waiting: 0 });
    expect(hashes[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hashes[3]!, 'password-3')).toBe(true);
    expect(await hasher.verify(hashes[3]!, 'password-4')).toBe(false);
    expect(await hasher.verifyDummy('anything')).toBe(false);
  });

  it('refuses work beyond its waiting list with 503 busy and Retry-After instead of queuing', async () => {
    const hasher = new PasswordHasher(1, 2);
    const all = Array.from({ length: 5 }, (_, i) =>
      hasher.hash(`password-${i}`).then(
        () => 'hashed',
        (e: AppError) => `${e.code}:${e.retryAfter}`,
      ),
    );
    expect(await Promise.all(all)).toEqual(['hashed', 'hashed', 'hashed', 'busy:2', 'busy:2']);
    expect(new AppError('busy').status).toBe(503);
    expect(await hasher.verify(await hasher.hash('after'), 'after')).toBe(true);
  });
});
