import { createHash } from 'node:crypto';
import type { BankChannel } from '@konter/core/payment';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.js';
import { applyMutations } from './mutation.service.js';

/** One movement on one of our bank accounts, as the mutation service reports it. */
export interface VerifiedMutation {
  /** The service's id of the mutation: recorded once. */
  mutationId: string;
  /** Null for a bank we do not take transfers into. */
  bankCode: BankChannel | null;
  /** The receiving account ('' when the service does not say). */
  accountNumber: string;
  /** Integer rupiah. */
  amount: number;
  type: 'credit' | 'debit';
  description: string;
  occurredAt: Date;
  raw?: Record<string, unknown>;
}

export type MutationVerification =
  | { ok: true; mutations: VerifiedMutation[]; skipped?: { index: number; reason: string; raw: unknown }[] }
  | { ok: false; reason: string };

/**
 * What the deposit feature needs from a bank-mutation service (Moota-shaped; the adapter in
 * providers/payment/bank-mutation.adapter.ts is one): check a webhook on its raw bytes and read it,
 * and optionally list recent mutations (the poll that catches a missed webhook).
 */
export interface BankMutationVerifier {
  verifyWebhook(
    rawBody: Buffer | string,
    headers: Record<string, string | string[] | undefined>,
  ): MutationVerification;
  listMutations?(since: Date, filter?: { type?: 'credit' | 'debit' }): Promise<VerifiedMutation[]>;
}

/**
 * POST /api/v1/webhooks/bank-mutation: the mutation service's signed webhook (HMAC-SHA256 of the raw
 * body in `Signature`). A bad signature gets 401 and nothing is recorded. A signed delivery is
 * recorded once in the payment_events inbox (keyed by the SHA-256 of its body, so a replay changes
 * nothing) and applied in the same transaction; the answer is immediate (no outbound calls).
 */
export async function bankMutationWebhookRoutes(app: FastifyInstance, deps: Deps) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post('/api/v1/webhooks/bank-mutation', { schema: { hide: true } }, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const verified = deps.mutations?.verifyWebhook(raw, req.headers) ?? {
        ok: false as const,
        reason: 'no bank-mutation service configured',
      };
      if (!verified.ok) {
        req.log.warn({ reason: verified.reason }, 'bank-mutation webhook refused');
        return reply.code(401).send({ message: 'invalid signature', code: 'unauthenticated' });
      }
      const key = createHash('sha256').update(raw).digest('hex');
      const result = await applyMutations(deps, verified.mutations, {
        event: { key, payload: JSON.parse(raw) },
      });
      if (verified.skipped?.length)
        req.log.warn({ skipped: verified.skipped }, 'bank-mutation entries unreadable');
      req.log.info({ duplicate: result.duplicate, applied: result.applied }, 'bank-mutation webhook');
      return { received: true, duplicate: result.duplicate, mutations: result.applied.length };
    });
  });
}
