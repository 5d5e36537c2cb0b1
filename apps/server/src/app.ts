import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { localizeIssues } from '@konter/core/validation/index';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { MIDTRANS_SIMULATOR_PREFIX, XENDIT_SIMULATOR_PREFIX } from './config.js';
import { BANK_MUTATION_SIMULATOR_PREFIX, SIMULATOR_PREFIX } from './deps.js';
import { accountRoutes } from './features/account/account.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { checkCsrf } from './features/auth/csrf.js';
import { resolveSession } from './features/auth/session.js';
import { blogRoutes } from './features/blog/blog.routes.js';
import { catalogRoutes } from './features/catalog/catalog.routes.js';
import { contactRoutes } from './features/contact/contact.routes.js';
import { depositRoutes } from './features/deposit/deposit.routes.js';
import { bankMutationWebhookRoutes } from './features/deposit/mutation-webhook.js';
import { devRoutes } from './features/dev/dev.routes.js';
import { healthRoutes, type JobsStatus } from './features/health/health.routes.js';
import { loanRoutes } from './features/loan/loan.routes.js';
import { notificationRoutes } from './features/notifications/notifications.routes.js';
import { paymentOrderRoutes, paymentWebhookRoutes } from './features/payment/payment.routes.js';
import { purchaseRoutes } from './features/purchase/purchase.routes.js';
import { supplierWebhookRoutes } from './features/purchase/webhook.routes.js';
import { pushRoutes } from './features/push/push.routes.js';
import { attachRealtime } from './features/realtime/realtime.js';
import { realtimeRoutes } from './features/realtime/realtime.routes.js';
import { siteRoutes } from './features/site/site.routes.js';
import { walletRoutes } from './features/wallet/wallet.routes.js';
import { webRoutes } from './features/web/web.routes.js';
import type { Deps } from './lib/deps.js';
import { AppError } from './lib/errors.js';
import { cookieNames, requestLocale } from './lib/http.js';
import { bankMutationSimulatorPlugin } from './simulators/bank-mutation/index.js';
import { digiflazzSimulatorPlugin } from './simulators/digiflazz/index.js';
import { midtransSimulatorPlugin } from './simulators/midtrans/index.js';
import { xenditSimulatorPlugin } from './simulators/xendit/index.js';

export interface AppOptions {
  deps: Deps;
  redis?: Redis;
  jobs?: JobsStatus;
  logger?: boolean | object;
  /**
   * Mount the built-in simulators (supplier without DIGIFLAZZ_BASE_URL, bank mutations without
   * BANK_MUTATION_BASE_URL); default true, tests run their own.
   */
  mountSimulator?: boolean;
  /** Serve the web app with Vite's dev middleware (npm run dev). */
  viteDev?: boolean;
}

/** Builds the whole HTTP application; features are registered explicitly (no autoload). */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { deps } = opts;
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: (req) =>
      (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || crypto.randomUUID(),
    requestIdHeader: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The OpenAPI document is generated from the same zod schemas the routes validate with.
  await app.register(swagger, {
    openapi: { info: { title: 'Konter API', version: '1' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  await app.register(cookie);
  await app.register(helmet, {
    // The SPA's own scripts only; Vite's dev server injects inline scripts, so CSP is off in dev.
    contentSecurityPolicy: opts.viteDev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            styleSrc: ["'self'", "'unsafe-inline'"],
            scriptSrc: ["'self'"],
            connectSrc: ["'self'", 'ws:', 'wss:'],
            upgradeInsecureRequests: deps.config.production ? [] : null,
          },
        },
    hsts: deps.config.production,
  });
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'konter-rl:' } : {}),
  });

  const names = cookieNames(deps.config);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (!req.url.startsWith('/api/')) return;
    checkCsrf(req, deps.config, names);
    const token = req.cookies[names.session];
    req.auth = token ? ((await resolveSession(deps, token)) ?? null) : null;
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfter) reply.header('retry-after', String(err.retryAfter));
      return reply
        .code(err.status)
        .send({ message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        ...(v.params as object),
        code: v.keyword,
        message: v.message ?? '',
        path: v.instancePath.split('/').filter(Boolean),
      }));
      const errors = localizeIssues(issues as never, requestLocale(req));
      const first = Object.values(errors)[0]?.[0] ?? 'invalid format';
      return reply.code(422).send({ message: first, code: 'validation_failed', errors });
    }
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      return reply
        .code(429)
        .send({ message: 'Too many requests. Please try again in 1 minute.', code: 'rate_limited' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        message: status === 413 ? 'Request too large' : 'invalid format',
        code: 'validation_failed',
      });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: 'Error occured, please try again', code: 'internal' });
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) return reply.code(404).send({ message: 'Not found', code: 'not_found' });
    return reply.code(404).type('text/plain').send('Not found');
  });

  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await healthRoutes(app, deps, opts.jobs);
  await authRoutes(app, deps);
  await accountRoutes(app, deps);
  await catalogRoutes(app, deps);
  if (deps.config.supplierSimulated && opts.mountSimulator !== false) {
    // The embedded default talks to a Digiflazz simulator served by this same process (ADR 0006).
    const loopback = `http://127.0.0.1:${deps.config.PORT}`;
    await app.register(digiflazzSimulatorPlugin, {
      prefix: SIMULATOR_PREFIX,
      username: deps.config.DIGIFLAZZ_USERNAME,
      apiKey: deps.config.DIGIFLAZZ_API_KEY,
      webhookSecret: deps.config.DIGIFLAZZ_WEBHOOK_SECRET,
      callbackUrl: `${loopback}/api/v1/webhooks/digiflazz`,
      latencyMs: deps.config.DIGIFLAZZ_SIM_LATENCY_MS,
      failureRate: deps.config.DIGIFLAZZ_SIM_FAILURE_RATE,
      pendingDelayMs: deps.config.DIGIFLAZZ_SIM_PENDING_MS,
    });
  }
  await purchaseRoutes(app, deps);
  await supplierWebhookRoutes(app, deps);
  if (deps.config.bankMutationSimulated && opts.mountSimulator !== false) {
    // A Moota-like mutation service: its page at /_sim/bank-mutation/ "transfers" into our demo
    // accounts and sends the signed webhook that credits a matching top-up.
    await app.register(bankMutationSimulatorPlugin, {
      prefix: BANK_MUTATION_SIMULATOR_PREFIX,
      apiToken: deps.config.BANK_MUTATION_API_TOKEN,
      webhookSecret: deps.config.BANK_MUTATION_WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${deps.config.PORT}/api/v1/webhooks/bank-mutation`,
      accounts: deps.config.depositBankAccounts,
    });
  }
  await mountGatewaySimulators(app, deps, opts);
  await paymentWebhookRoutes(app, deps);
  await paymentOrderRoutes(app, deps);
  await depositRoutes(app, deps);
  await walletRoutes(app, deps);
  await loanRoutes(app, deps);
  await bankMutationWebhookRoutes(app, deps);
  if (!deps.config.production) await devRoutes(app, deps);
  // App shell (issue 5): notifications, realtime (Socket.IO on this server), web push, site content.
  await notificationRoutes(app, deps);
  await realtimeRoutes(app, deps);
  attachRealtime(app, deps, { redis: opts.redis });
  await pushRoutes(app, deps);
  await siteRoutes(app, deps);
  await blogRoutes(app, deps);
  await contactRoutes(app, deps);
  await webRoutes(app, deps, { viteDev: opts.viteDev ?? false });
  return app;
}

/**
 * The embedded default's payment gateways: Midtrans and Xendit simulators served by this process,
 * with their payment pages (pay, fail, expire) at /_sim/midtrans and /_sim/xendit. The adapters call
 * them over loopback exactly as they would call the real APIs; the pages link back to APP_URL.
 */
async function mountGatewaySimulators(app: FastifyInstance, deps: Deps, opts: AppOptions) {
  if (opts.mountSimulator === false) return;
  const { config } = deps;
  const loopback = `http://127.0.0.1:${config.PORT}`;
  if (config.midtrans?.simulated) {
    await app.register(midtransSimulatorPlugin, {
      prefix: MIDTRANS_SIMULATOR_PREFIX,
      serverKey: config.midtrans.serverKey,
      notificationUrl: `${loopback}/api/v1/webhooks/midtrans`,
      publicUrl: `${config.APP_URL}${MIDTRANS_SIMULATOR_PREFIX}`,
      merchantName: 'Konter',
      finishRedirectUrl: `${config.APP_URL}/midtrans/finish`,
      unfinishRedirectUrl: `${config.APP_URL}/midtrans/unfinish`,
      errorRedirectUrl: `${config.APP_URL}/midtrans/error`,
    });
  }
  if (config.xendit?.simulated) {
    await app.register(xenditSimulatorPlugin, {
      prefix: XENDIT_SIMULATOR_PREFIX,
      secretKey: config.xendit.secretKey,
      callbackToken: config.xendit.callbackToken,
      callbackUrl: `${loopback}/api/v1/webhooks/xendit`,
      publicUrl: `${config.APP_URL}${XENDIT_SIMULATOR_PREFIX}`,
      merchantName: 'Konter',
    });
  }
}
