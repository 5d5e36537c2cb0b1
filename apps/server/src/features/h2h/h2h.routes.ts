import {
  h2hAccountResponse,
  h2hCreatedResponse,
  h2hIpsResponse,
  h2hKeyRequest,
  h2hKeyShownResponse,
  h2hRequestBody,
  h2hResponse,
} from '@konter/core/contracts/h2h';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import {
  createH2hKeys,
  getH2hAccount,
  listH2hIps,
  normalizeIp,
  revealH2hKey,
  rotateH2hKey,
} from './h2h.account.js';
import { type H2hCall, handleH2h } from './h2h.service.js';

/** Bodies that were not a JSON object: answered rc 40 inside `data`, like every protocol refusal. */
const invalidBodies = new WeakSet<FastifyRequest>();

const CALLS: readonly H2hCall[] = ['cek-saldo', 'price-list', 'transaction', 'inquiry-pln', 'deposit'];

/**
 * The H2H API (`/api/v1/h2h/*`, access `signature`: no cookies, no CSRF — the md5 sign of the body
 * and the whitelisted IP are the check, in the service) and the developer's key routes
 * (`/api/v1/developer/h2h…`, permission h2h_api). The request IP is Fastify's `req.ip`, which
 * follows TRUST_PROXY exactly as the rest of the app.
 */
export const h2hRoutes: FeatureRoutes = async (app, { deps }) => {
  const perKey = createLimiter(app, 'h2h', {
    max: deps.config.H2H_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
  });

  await app.register(async (scope) => {
    // Any body is read as text and parsed here: malformed JSON is the protocol's payload error.
    const parse = (req: FastifyRequest, body: string | Buffer, done: (err: null, v: unknown) => void) => {
      try {
        const v: unknown = JSON.parse(String(body));
        if (v && typeof v === 'object' && !Array.isArray(v)) return done(null, v);
      } catch {
        // falls through
      }
      invalidBodies.add(req);
      done(null, {});
    };
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, parse);
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, parse);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    for (const call of CALLS) {
      r.post(
        `/h2h/${call}`,
        {
          config: { access: 'signature' },
          preValidation: async (req) => {
            if (req.body === undefined || req.body === null) {
              invalidBodies.add(req);
              req.body = {};
            }
          },
          schema: {
            tags: ['h2h'],
            body: h2hRequestBody,
            response: { 200: h2hResponse, 429: h2hResponse },
          },
        },
        async (req, reply) => {
          const answer = await handleH2h(deps, call, invalidBodies.has(req) ? null : req.body, {
            ip: normalizeIp(req.ip) ?? req.ip,
            limit: (key) => perKey(req, key),
          });
          if (answer.retryAfter) reply.header('retry-after', String(answer.retryAfter));
          return reply.code(answer.status).send({ data: answer.data });
        },
      );
    }
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const developer = { access: { permission: 'h2h_api' } } as const;
  const tags = ['developer'];

  r.get(
    '/developer/h2h',
    { config: developer, schema: { tags, response: { 200: h2hAccountResponse } } },
    async (req) => data(await getH2hAccount(deps, req.session.user)),
  );
  r.post(
    '/developer/h2h',
    { config: developer, schema: { tags, response: { 201: h2hCreatedResponse } } },
    async (req, reply) => reply.code(201).send(data(await createH2hKeys(deps, req.session.user))),
  );
  r.post(
    '/developer/h2h/rotate',
    { config: developer, schema: { tags, body: h2hKeyRequest, response: { 200: h2hKeyShownResponse } } },
    async (req) => data(await rotateH2hKey(deps, req.session.user, req.body.kind)),
  );
  r.post(
    '/developer/h2h/reveal',
    { config: developer, schema: { tags, body: h2hKeyRequest, response: { 200: h2hKeyShownResponse } } },
    async (req) => data(await revealH2hKey(deps, req.session.user, req.body.kind)),
  );
  r.get(
    '/developer/h2h/ips',
    { config: developer, schema: { tags, response: { 200: h2hIpsResponse } } },
    async (req) => data(await listH2hIps(deps, req.session.user.id)),
  );
};
