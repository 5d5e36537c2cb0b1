import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { affiliateApproval } from './features/affiliate/index.js';
import { promotionApproval } from './features/agency/index.js';
import { createProductCache } from './features/catalog/index.js';
import {
  consoleStaffSessions,
  createConsoleRuns,
  createDashboardState,
  watchDashboard,
} from './features/console/index.js';
import { depositClaimApproval, type TopupGateways, topupGatewayFrom } from './features/deposit/index.js';
import { closeExcelState, createExcelState, excelAccessApproval } from './features/excel/index.js';
import { createH2hDispatch } from './features/h2h/index.js';
import { loanApproval } from './features/loan/index.js';
import { Messenger } from './features/messages/index.js';
import { Notifier } from './features/notifications/index.js';
import { createOgImageCache } from './features/og/index.js';
import { createPaymentState, paymentMismatchApproval } from './features/payment/index.js';
import { createPostalState } from './features/postal/index.js';
import { createPurchaseState } from './features/purchase/index.js';
import { startPushDispatch } from './features/push/index.js';
import { createRegionsState } from './features/regions/index.js';
import { sendMoneyApproval } from './features/send-money/index.js';
import { shippingCourierOrders } from './features/shipping/index.js';
import { shopCourierOrders, shopPaymentOrders } from './features/shop/index.js';
import { createPageRenderCache } from './features/web/index.js';
import { createAccountGates } from './ledger/index.js';
import { createApprovalRegistry } from './lib/approvals.js';
import { createCourierOrderRegistry } from './lib/courier-orders.js';
import type { Deps } from './lib/deps.js';
import { silentLogger } from './lib/logger.js';
import { PasswordHasher } from './lib/password.js';
import { createPaymentOrderRegistry } from './lib/payment-orders.js';
import { localBus, type RealtimeBus } from './lib/realtime.js';
import { biteshipCourier, type CourierProvider } from './providers/courier/index.js';
import { smtpTransport } from './providers/email/smtp.js';
import type { Transports } from './providers/messages.js';
import { bankMutationProvider } from './providers/payment/bank-mutation.adapter.js';
import { midtransGateway } from './providers/payment/midtrans.adapter.js';
import type { BankMutationVerifier } from './providers/payment/mutations.js';
import { xenditGateway } from './providers/payment/xendit.adapter.js';
import { digiflazzProvider } from './providers/supplier/digiflazz.adapter.js';
import type { SupplierProvider } from './providers/supplier/supplier.js';
import { cloudApiTransport } from './providers/whatsapp/cloud-api.js';

/** The real transports the configuration names; none in the embedded default (outbox only). */
export function transportsFromConfig(config: Config): Transports {
  return {
    ...(config.SMTP_URL ? { email: smtpTransport(config.SMTP_URL, config.MAIL_FROM) } : {}),
    ...(config.WHATSAPP_API_URL
      ? {
          whatsapp: cloudApiTransport({
            baseUrl: config.WHATSAPP_API_URL,
            token: config.WHATSAPP_TOKEN!,
            phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID!,
          }),
        }
      : {}),
  };
}

/** Where the built-in Digiflazz simulator is mounted when DIGIFLAZZ_BASE_URL is unset. */
export const SIMULATOR_PREFIX = '/_sim/digiflazz/v1';

/** The supplier the configuration names: Digiflazz, or the simulator mounted in this server. */
export function supplierFromConfig(config: Config): SupplierProvider {
  return digiflazzProvider({
    baseUrl: config.DIGIFLAZZ_BASE_URL ?? `http://127.0.0.1:${config.PORT}${SIMULATOR_PREFIX}`,
    username: config.DIGIFLAZZ_USERNAME,
    apiKey: config.DIGIFLAZZ_API_KEY,
    webhookSecret: config.DIGIFLAZZ_WEBHOOK_SECRET,
  });
}

/** Where the built-in bank-mutation simulator is mounted when BANK_MUTATION_BASE_URL is unset. */
export const BANK_MUTATION_SIMULATOR_PREFIX = '/_sim/bank-mutation';

/** The bank-mutation service the configuration names (Moota API v2), or the simulator mounted here. */
export function mutationsFromConfig(config: Config): BankMutationVerifier {
  return bankMutationProvider({
    baseUrl:
      config.BANK_MUTATION_BASE_URL ??
      `http://127.0.0.1:${config.PORT}${BANK_MUTATION_SIMULATOR_PREFIX}/api/v2`,
    apiToken: config.BANK_MUTATION_API_TOKEN,
    webhookSecret: config.BANK_MUTATION_WEBHOOK_SECRET,
  });
}

/** The payment gateways the configuration names (real, or the simulators mounted in this server). */
export function gatewaysFromConfig(config: Config): NonNullable<Deps['gateways']> {
  return {
    ...(config.midtrans
      ? {
          midtrans: midtransGateway({
            serverKey: config.midtrans.serverKey,
            snapBaseUrl: config.midtrans.snapBaseUrl,
            apiBaseUrl: config.midtrans.apiBaseUrl,
          }),
        }
      : {}),
    ...(config.xendit
      ? {
          xendit: xenditGateway({
            secretKey: config.xendit.secretKey,
            callbackToken: config.xendit.callbackToken,
            baseUrl: config.xendit.baseUrl,
          }),
        }
      : {}),
  };
}

/** The courier aggregator the configuration names (Biteship, or the simulator mounted here); none in production without a key. */
export function courierFromConfig(config: Config): CourierProvider | undefined {
  if (!config.courier) return undefined;
  return biteshipCourier({
    baseUrl: config.courier.baseUrl,
    apiKey: config.courier.apiKey,
    webhookSecret: config.courier.webhookSecret,
    webhookHeader: config.courier.webhookHeader,
  });
}

/**
 * Everything the process shares, built once: the ports (supplier, gateways, transports), and the
 * state features keep between requests (batchers, caches, the account gates, the approval kinds),
 * each with the logger. `closeDeps` stops what needs stopping. Tests build theirs the same way.
 */
export function createDeps(
  config: Config,
  database: Database,
  overrides: {
    logger?: Logger;
    transports?: Transports;
    supplier?: SupplierProvider;
    bus?: RealtimeBus;
    mutations?: BankMutationVerifier;
    topupGateways?: TopupGateways;
    gateways?: Deps['gateways'];
    courier?: CourierProvider;
  } = {},
): Deps {
  const logger = overrides.logger ?? silentLogger();
  const bus = overrides.bus ?? localBus();
  const gateways = overrides.gateways ?? gatewaysFromConfig(config);
  const accountGates = createAccountGates();
  const deps: Deps = {
    config,
    database,
    logger,
    closers: [],
    hasher: new PasswordHasher(config.PASSWORD_HASH_CONCURRENCY, config.PASSWORD_HASH_QUEUE),
    bus,
    supplier: overrides.supplier ?? supplierFromConfig(config),
    mutations: overrides.mutations ?? mutationsFromConfig(config),
    gateways,
    courier: 'courier' in overrides ? overrides.courier : courierFromConfig(config),
    accountGates,
    messenger: new Messenger(database, overrides.transports ?? transportsFromConfig(config), logger),
    notifier: new Notifier(bus),
    topupGateways:
      overrides.topupGateways ??
      Object.fromEntries(
        Object.entries(gateways).map(([name, gateway]) => [name, topupGatewayFrom(gateway, config)]),
      ),
    products: createProductCache(),
    pageRenders: createPageRenderCache(),
    ogImages: createOgImageCache({ logger }),
    purchase: createPurchaseState(database, accountGates, logger),
    payment: createPaymentState(),
    paymentOrders: createPaymentOrderRegistry([shopPaymentOrders]),
    courierOrders: createCourierOrderRegistry([shopCourierOrders, shippingCourierOrders]),
    excel: createExcelState(),
    regions: createRegionsState(),
    postal: createPostalState(config),
    h2h: createH2hDispatch(),
    staffSessions: consoleStaffSessions,
    dashboard: createDashboardState(),
    consoleRuns: createConsoleRuns(),
    approvals: createApprovalRegistry([
      depositClaimApproval,
      loanApproval,
      affiliateApproval,
      paymentMismatchApproval,
      sendMoneyApproval,
      excelAccessApproval,
      promotionApproval,
    ]),
  };
  deps.closers.push(() => deps.purchase.close());
  // Closed first (closers run newest first): Excel uploads stop after their current row (a restart
  // resumes them) before the batchers drain.
  deps.closers.push(() => closeExcelState(deps.excel));
  // New notifications leave as pushes right after their commit (their outbox rows exist by then).
  deps.closers.push(startPushDispatch(deps));
  // H2H state changes become webhook enqueues (kicked by settlements on the bus).
  deps.closers.push(deps.h2h.start(deps));
  // The console dashboard's kept figures are forgotten at each purchase, deposit or approval change.
  deps.closers.push(watchDashboard(deps));
  return deps;
}

/** Stops the process state createDeps started (batchers drain), newest first. */
export async function closeDeps(deps: Deps): Promise<void> {
  for (const close of [...deps.closers].reverse()) await close();
}
