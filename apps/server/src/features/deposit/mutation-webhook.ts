import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { FeatureRoutes } from '../../lib/http.js';
import type {
  BankMutationVerifier,
  MutationVerification,
  VerifiedMutation,
} from '../../providers/payment/mutations.js';
import { applyMutations } from './mutation.service.js';

export type { BankMutationVerifier, MutationVerification, VerifiedMutation };

const webhookAnswer = z.object({ received: z.literal(true), duplicate: z.boolean(), mutations: z.number() });
const refused = z.object({ message: z.string(), code: z.string() });

/**
 * POST /api/v1/webhooks/bank-mutation: the mutation service's signed webhook (HMAC-SHA256 of the raw
 * body in `Signature`). A bad signature gets 401 and nothing is recorded. A signed delivery is
 * recorded once in the payment_events inbox (keyed by the SHA-256 of its body, so a replay changes
 * nothing) and applied in the same transaction; the answer is immediate (no outbound calls).
 */
export const bankMutationWebhookRoutes: FeatureRoutes = async (app, { deps }) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );
  app.post(
    '/webhooks/bank-mutation',
    {
      config: { access: 'signature' },
      schema: { hide: true, response: { 200: webhookAnswer, 401: refused } },
    },
    async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const verified = deps.mutations?.verifyWebhook(raw, req.headers) ?? {
        ok: false as const,
        reason: 'no bank-mutation service configured',
      };
      if (!verified.ok) {
        req.log.warn({ reason: verified.reason }, 'bank-mutation webhook refused');
        throw new AppError('invalid_signature');
      }
      const key = createHash('sha256').update(raw).digest('hex');
      const result = await applyMutations(deps, verified.mutations, {
        event: { key, payload: JSON.parse(raw) },
      });
      if (verified.skipped?.length)
        req.log.warn({ skipped: verified.skipped }, 'bank-mutation entries unreadable');
      req.log.info({ duplicate: result.duplicate, applied: result.applied }, 'bank-mutation webhook');
      return { received: true as const, duplicate: result.duplicate, mutations: result.applied.length };
    },
  );
};
