import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { errorText, type FieldError } from '@konter/core/messages/index';
import { formatMessage, isMessageKey, issueRule } from '@konter/core/validation/index';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import {
  COURIER_SIMULATOR_PREFIX,
  type Config,
  MIDTRANS_SIMULATOR_PREFIX,
  POSTAL_SIMULATOR_PREFIX,
  XENDIT_SIMULATOR_PREFIX,
} from './config.js';
import { BANK_MUTATION_SIMULATOR_PREFIX, SIMULATOR_PREFIX } from './deps.js';
import { accountRoutes, accountView, userDataRoutes } from './features/account/index.js';
import { affiliateRoutes } from './features/affiliate/index.js';
import { agencyRoutes } from './features/agency/index.js';
import { agentCenterRoutes } from './features/agent-center/index.js';
import { accessPlugin, authRoutes } from './features/auth/index.js';
import { blogRoutes } from './features/blog/index.js';
import { catalogRoutes } from './features/catalog/index.js';
import { checkoutRoutes } from './features/checkout/index.js';
import {
  consoleApprovalRoutes,
  consoleCatalogueRoutes,
  consoleCommerceRoutes,
  consoleDeveloperRoutes,
  consoleManifestRoutes,
  consoleReportRoutes,
  consoleRoutes,
  consoleSiteRoutes,
  consoleUserRoutes,
} from './features/console/index.js';
import { contactRoutes } from './features/contact/index.js';
import { debtRoutes } from './features/debt/index.js';
import { bankMutationWebhookRoutes, depositRoutes } from './features/deposit/index.js';
import { devRoutes } from './features/dev/index.js';
import { excelRoutes } from './features/excel/index.js';
import { h2hRoutes } from './features/h2h/index.js';
import { healthRoutes, type JobsStatus } from './features/health/index.js';
import { loanRoutes } from './features/loan/index.js';
import { mediaRoutes } from './features/media/index.js';
import { notificationRoutes } from './features/notifications/index.js';
import { ogRoutes } from './features/og/index.js';
import { paymentOrderRoutes, paymentWebhookRoutes } from './features/payment/index.js';
import { POSTAL_WEBHOOK_PATH, postalRoutes, postalWebhookRoutes } from './features/postal/index.js';
import { bulkPurchaseRoutes, purchaseRoutes, supplierWebhookRoutes } from './features/purchase/index.js';
import { pushRoutes } from './features/push/index.js';
import { attachRealtime, realtimeRoutes } from './features/realtime/index.js';
import { referralLinkRoutes, referralRoutes } from './features/referral/index.js';
import { regionsRoutes } from './features/regions/index.js';
import { sendMoneyRoutes } from './features/send-money/index.js';
import { seoRoutes } from './features/seo/index.js';
import { courierWebhookRoutes, shippingPublicRoutes, shippingRoutes } from './features/shipping/index.js';
import {
  shopAddressRoutes,
  shopCatalogRoutes,
  shopOrderRoutes,
  shopPublicRoutes,
} from './features/shop/index.js';
import { siteRoutes } from './features/site/index.js';
import { walletRoutes } from './features/wallet/index.js';
import { SSR_LOADER_CSP, webRoutes } from './features/web/index.js';
import { developerWebhookRoutes } from './features/webhooks-out/index.js';
import type { Deps } from './lib/deps.js';
import type { FieldProblem } from './lib/errors.js';
import { AppError } from './lib/errors.js';
import { requestLocale } from './lib/http.js';
import { RequestLogController } from './lib/logger.js';
import { loopbackOnly } from './lib/loopback.js';
import { COURIER_WEBHOOK_PATH } from './providers/courier/index.js';
import { bankMutationSimulatorPlugin } from './simulators/bank-mutation/index.js';
import { courierSimulatorPlugin } from './simulators/courier/index.js';
import { digiflazzSimulatorPlugin } from './simulators/digiflazz/index.js';
import { midtransSimulatorPlugin } from './simulators/midtrans/index.js';
import { postalSimulatorPlugin } from './simulators/postal/index.js';
import { xenditSimulatorPlugin } from './simulators/xendit/index.js';

export interface AppOptions {
  deps: Deps;
  redis?: Redis;
  jobs?: JobsStatus;
  /**
   * Log each request (incoming, completed) — at info in production, at debug elsewhere
   * (LOG_LEVEL=debug shows them); the process logger is deps.logger either way.
   */
  logRequests?: boolean;
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
    loggerInstance: deps.logger as FastifyBaseLogger,
    logController: new RequestLogController({
      enabled: opts.logRequests ?? false,
      level: deps.config.production ? 'info' : 'debug',
    }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    ...httpTimeouts(deps.config),
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
  // Pages, scripts, styles and JSON leave compressed: a phone on a slow network waits for bytes.
  // Brotli at quality 5 costs ~1 ms for the largest stylesheet; PNGs and the like are left alone.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes:
      /^(text\/(html|css|plain|xml)|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
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
            // The public pages' script loader (features/web/ssr.ts), allowed by its hash.
            scriptSrc: ["'self'", SSR_LOADER_CSP],
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

  // CSRF, the session cookie and each route's declared access (features/auth/access.ts).
  await app.register(accessPlugin, { deps });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  app.setErrorHandler((err, req, reply) => {
    const locale = requestLocale(req);
    if (err instanceof AppError) {
      if (err.retryAfter) reply.header('retry-after', String(err.retryAfter));
      return reply.code(err.status).send({
        message: err.message,
        code: err.code,
        ...(err.params ? { params: err.params } : {}),
        ...(err.errors ? { errors: renderFieldProblems(err.errors, locale) } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const problems: Record<string, FieldProblem[]> = {};
      for (const v of err.validation) {
        const field = v.instancePath.split('/').filter(Boolean).join('.');
        const { key, params } = issueRule({
          ...(v.params as object),
          code: v.keyword,
          message: v.message ?? '',
        });
        const list = problems[field] ?? [];
        problems[field] = list;
        // A required field shows only that (the other rules fail for the same empty value).
        if (key === 'required') list.splice(0, list.length);
        else if (list.some((p) => p.code === 'rule:required')) continue;
        if (!list.some((p) => p.code === `rule:${key}`))
          list.push({ code: `rule:${key}`, params: params as never });
      }
      const errors = renderFieldProblems(problems, locale);
      const first = Object.values(errors)[0]?.[0]?.message ?? errorText('validation_failed');
      return reply.code(422).send({ message: first, code: 'validation_failed', errors });
    }
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ message: errorText('rate_limited'), code: 'rate_limited' });
    }
    if (status >= 400 && status < 500) {
      const code = status === 413 ? 'request_too_large' : 'validation_failed';
      return reply.code(status).send({ message: errorText(code), code });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: errorText('internal'), code: 'internal' });
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/'))
      return reply.code(404).send({ message: errorText('not_found'), code: 'not_found' });
    return reply.code(404).type('text/plain').send('Not found');
  });

  app.get('/api/v1/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  // Each feature is a plugin under /api/v1; its routes declare access and response schemas.
  const api = { prefix: '/api/v1', deps };
  await app.register(healthRoutes, { ...api, jobs: opts.jobs });
  await app.register(authRoutes, { ...api, accountView });
  await app.register(accountRoutes, api);
  await app.register(userDataRoutes, api);
  await app.register(catalogRoutes, api);
  await app.register(purchaseRoutes, api);
  await app.register(bulkPurchaseRoutes, api);
  await app.register(supplierWebhookRoutes, api);
  await app.register(paymentWebhookRoutes, api);
  await app.register(paymentOrderRoutes, api);
  await app.register(depositRoutes, api);
  await app.register(bankMutationWebhookRoutes, api);
  await app.register(walletRoutes, api);
  await app.register(loanRoutes, api);
  await app.register(agencyRoutes, api);
  await app.register(agentCenterRoutes, api);
  await app.register(debtRoutes, api);
  await app.register(excelRoutes, api);
  await app.register(sendMoneyRoutes, api);
  await app.register(notificationRoutes, api);
  await app.register(realtimeRoutes, api);
  await app.register(pushRoutes, api);
  await app.register(siteRoutes, api);
  await app.register(blogRoutes, api);
  await app.register(contactRoutes, api);
  await app.register(checkoutRoutes, api);
  await app.register(mediaRoutes, api);
  await app.register(referralRoutes, api);
  await app.register(affiliateRoutes, { ...api, accountView });
  await app.register(regionsRoutes, api);
  await app.register(shopCatalogRoutes, api);
  await app.register(shopAddressRoutes, api);
  await app.register(shopOrderRoutes, api);
  await app.register(shopPublicRoutes, api);
  await app.register(courierWebhookRoutes, api);
  await app.register(shippingRoutes, api);
  await app.register(shippingPublicRoutes, api);
  await app.register(postalRoutes, api);
  await app.register(postalWebhookRoutes, api);
  await app.register(h2hRoutes, api);
  await app.register(developerWebhookRoutes, api);
  await app.register(consoleRoutes, api);
  await app.register(consoleUserRoutes, api);
  await app.register(consoleApprovalRoutes, api);
  await app.register(consoleCommerceRoutes, api);
  await app.register(consoleManifestRoutes, api);
  await app.register(consoleDeveloperRoutes, api);
  await app.register(consoleSiteRoutes, api);
  await app.register(consoleReportRoutes, api);
  await app.register(consoleCatalogueRoutes, api);
  attachRealtime(app, deps, { redis: opts.redis });

  // The operator's tools outside the API — the simulators (their control APIs pay, fail or expire
  // payments and credit transfers) and the outbox of unsent messages (OTPs, reset links) — are never
  // mounted in production and answer only callers on this machine, whatever HOST says.
  if (!deps.config.production) {
    await app.register(async (local) => {
      local.addHook('onRequest', loopbackOnly);
      if (opts.mountSimulator !== false) await mountSimulators(local, deps);
      await local.register(devRoutes, { deps });
    });
  }
  // robots.txt and sitemap.xml: pages, registered before the web routes' catch-all.
  await app.register(seoRoutes, { deps });
  // Open Graph images of the public pages (/og/*), before the web app's catch-all.
  await app.register(ogRoutes, { deps });
  // The referral link /r/<code> (counts a click, then the register form), before the catch-all.
  await app.register(referralLinkRoutes, { deps });
  await app.register(webRoutes, { deps, viteDev: opts.viteDev ?? false });
  return app;
}

/**
 * Slow clients (README "Configuration"): a request must arrive whole within
 * HTTP_REQUEST_TIMEOUT_MS (408 and close otherwise; the answer may take longer), and a connection
 * silent for HTTP_CONNECTION_TIMEOUT_MS mid-request or mid-answer is closed. Node checks the request
 * deadline every `connectionsCheckingInterval` (30 s by default), so that is tied to the timeout: a
 * slow request is closed within 1.1 × the timeout. Idle keep-alive connections keep Fastify's
 * keepAliveTimeout (72 s) and an upgraded connection (Socket.IO's WebSocket) has no socket timeout.
 */
function httpTimeouts(config: Config) {
  const requestTimeout = config.HTTP_REQUEST_TIMEOUT_MS;
  return {
    requestTimeout,
    connectionTimeout: config.HTTP_CONNECTION_TIMEOUT_MS,
    http: {
      requestTimeout,
      // Node's default (60 s) may not exceed requestTimeout.
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.round(requestTimeout / 10))),
    },
  };
}

/** A field's problems as the answer carries them: each key with its text in the request's language. */
function renderFieldProblems(
  problems: Record<string, FieldProblem[]>,
  locale: ReturnType<typeof requestLocale>,
): Record<string, FieldError[]> {
  const out: Record<string, FieldError[]> = {};
  for (const [field, list] of Object.entries(problems)) {
    out[field] = list.map((p) => {
      const rule = p.code.startsWith('rule:') ? p.code.slice(5) : null;
      const message =
        rule !== null
          ? formatMessage(isMessageKey(rule) ? rule : 'fallback', (p.params ?? {}) as never, field, locale)
          : errorText(p.code as never, locale, p.params);
      return { code: p.code, ...(p.params ? { params: p.params } : {}), message };
    });
  }
  return out;
}

/**
 * The embedded default's simulators, served by this process outside production to loopback callers
 * only (see buildApp): the Digiflazz supplier (without DIGIFLAZZ_BASE_URL), the bank-mutation service
 * (without BANK_MUTATION_BASE_URL), and the Midtrans and Xendit payment pages (pay, fail, expire).
 * The adapters call them over loopback exactly as they would call the real APIs (ADR 0006); the
 * pages link back to APP_URL.
 */
async function mountSimulators(app: FastifyInstance, deps: Deps) {
  const { config } = deps;
  const loopback = `http://127.0.0.1:${config.PORT}`;
  if (config.supplierSimulated) {
    await app.register(digiflazzSimulatorPlugin, {
      prefix: SIMULATOR_PREFIX,
      username: config.DIGIFLAZZ_USERNAME,
      apiKey: config.DIGIFLAZZ_API_KEY,
      webhookSecret: config.DIGIFLAZZ_WEBHOOK_SECRET,
      callbackUrl: `${loopback}/api/v1/webhooks/digiflazz`,
      latencyMs: config.DIGIFLAZZ_SIM_LATENCY_MS,
      failureRate: config.DIGIFLAZZ_SIM_FAILURE_RATE,
      pendingDelayMs: config.DIGIFLAZZ_SIM_PENDING_MS,
    });
  }
  if (config.bankMutationSimulated) {
    // Its page at /_sim/bank-mutation/ "transfers" into our demo accounts and sends the signed
    // webhook that credits a matching top-up.
    await app.register(bankMutationSimulatorPlugin, {
      prefix: BANK_MUTATION_SIMULATOR_PREFIX,
      apiToken: config.BANK_MUTATION_API_TOKEN,
      webhookSecret: config.BANK_MUTATION_WEBHOOK_SECRET,
      webhookUrl: `${loopback}/api/v1/webhooks/bank-mutation`,
      accounts: config.depositBankAccounts,
    });
  }
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
  if (config.courier?.simulated) {
    // Biteship's API; its webhooks go to the courier webhook route, with the configured secret header.
    await app.register(courierSimulatorPlugin, {
      prefix: COURIER_SIMULATOR_PREFIX,
      apiKey: config.courier.apiKey,
      webhookUrl: `${loopback}/api/v1${COURIER_WEBHOOK_PATH}`,
      webhookSecret: config.courier.webhookSecret,
      webhookHeader: config.courier.webhookHeader,
      stepMs: config.COURIER_SIM_STEP_MS,
      latencyMs: config.COURIER_SIM_LATENCY_MS,
      failureRate: config.COURIER_SIM_FAILURE_RATE,
    });
  }
  if (config.postal?.simulated) {
    // Konter's postal protocol (POS MLO); its signed status webhooks go to the postal webhook route.
    await app.register(postalSimulatorPlugin, {
      prefix: POSTAL_SIMULATOR_PREFIX,
      apiKey: config.postal.apiKey,
      webhookSecret: config.postal.webhookSecret,
      webhookUrl: `${loopback}/api/v1${POSTAL_WEBHOOK_PATH}`,
      stepMs: config.POSTAL_SIM_STEP_MS,
    });
  }
}
