import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.js';
import { recordCallback } from './purchase.repository.js';
import { applySupplierResult } from './settlement.js';

/**
 * Digiflazz callbacks: the signature is checked on the exact raw body (so this route keeps the
 * body as a string), every delivery is logged, and applying it is idempotent — repeats and late
 * callbacks for settled transactions change nothing. Answer 200 fast; a bad signature gets 401.
 */
export async function supplierWebhookRoutes(app: FastifyInstance, deps: Deps) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post('/api/v1/webhooks/digiflazz', async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const signatureOk = deps.supplier.verifyCallback(
        raw,
        req.headers['x-hub-signature'] as string | undefined,
      );
      const event = (req.headers['x-digiflazz-event'] as string | undefined) ?? null;
      if (!signatureOk) {
        await recordCallback(deps.database.db, {
          refId: null,
          event,
          body: raw.slice(0, 10_000),
          signatureOk,
          outcome: 'bad_signature',
        });
        return reply.code(401).send({ message: 'invalid signature', code: 'forbidden' });
      }
      let parsed: ReturnType<typeof deps.supplier.parseCallback>;
      try {
        parsed = deps.supplier.parseCallback(JSON.parse(raw));
      } catch {
        await recordCallback(deps.database.db, {
          refId: null,
          event,
          body: raw.slice(0, 10_000),
          signatureOk,
          outcome: 'unreadable',
        });
        return reply.code(400).send({ message: 'invalid format', code: 'validation_failed' });
      }
      const settled = await applySupplierResult(deps, parsed.refId, parsed);
      await recordCallback(deps.database.db, {
        refId: parsed.refId,
        event,
        body: raw.slice(0, 10_000),
        signatureOk,
        outcome: settled ? `settled:${settled.status}` : `noop:${parsed.status}`,
      });
      req.log.info(
        { refId: parsed.refId, status: parsed.status, settled: Boolean(settled) },
        'digiflazz callback',
      );
      return { received: true };
    });
  });
}
