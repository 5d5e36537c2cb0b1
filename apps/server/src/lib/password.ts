import { hash, verify } from '@node-rs/argon2';
import { AppError } from './errors.js';

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1).
// algorithm 2 = Argon2id (the package's const enum can't be imported under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Password hashing with a cap on concurrent hashes: each hash takes ~19 MiB and a core for tens of
 * milliseconds, so a login burst must queue rather than exhaust the machine. The queue is bounded
 * too: beyond `maxWaiting` a request is refused at once (503 `busy` with Retry-After) instead of
 * waiting seconds for its turn while the client gives up.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private dummy: Promise<string> | undefined;

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting = 64,
  ) {}

  /** Hashes running now and waiting for a slot (for tests and health). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private async slot<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new AppError('busy', undefined, { retryAfter: 2 });
      }
      await new Promise<void>((r) => this.waiting.push(r));
    }
    this.running++;
    try {
      return await fn();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  hash(secret: string): Promise<string> {
    return this.slot(() => hash(secret, OPTIONS));
  }

  verify(digest: string, secret: string): Promise<boolean> {
    return this.slot(() => verify(digest, secret).catch(() => false));
  }

  /** Spends the same time as a real verification, so an unknown login is not faster (no enumeration). */
  async verifyDummy(secret: string): Promise<false> {
    this.dummy ??= hash('konter-dummy-password', OPTIONS);
    await this.verify(await this.dummy, secret);
    return false;
  }
}
