import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { inCutOff, isOperatorType, type PrepaidType } from '@konter/core/catalog';
import {
  CHECKOUT_LINKS_MAX,
  type CheckoutChannel,
  type CheckoutLink,
  type CheckoutLinkCreateRequest,
  type CheckoutLinkUpdateRequest,
  type CheckoutOrder,
  type CheckoutOrderCreated,
  type CheckoutOrderRequest,
  type CheckoutPage,
  isCheckoutType,
} from '@konter/core/contracts/checkout';
import type { Locale } from '@konter/core/messages/index';
import {
  PAYMENT_METHOD_CODES,
  type PaymentMethodCode,
  parsePaymentMethod,
  paymentFee,
  paymentMethodInfo,
} from '@konter/core/payment';
import { normalizeHp } from '@konter/core/phone';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { jakartaDayStart } from '../../lib/time.js';
import { assertCanTransact, findUserById, type User } from '../auth/index.js';
import { findPurchasableProduct, listBrands, listPrepaidProducts } from '../catalog/index.js';
import { getDepositSettings } from '../deposit/index.js';
import { endWaitingPurchase, uplineCashbackFor } from '../purchase/index.js';
import {
  type CheckoutLinkRow,
  countLinksOf,
  countSellerSameNumber,
  findOpenLink,
  findOrder,
  findOwnLink,
  insertLink,
  insertOrder,
  listLinksOf,
  paidOrdersByLink,
  paymentCredited,
  setOrderPaymentPage,
  updateOwnLink,
} from './checkout.repository.js';

// One-page checkout (issue 13 §2, ADR 0016). A member's link sells one prepaid type of one operator
// to visitors at the member's own price plus the link's markup. A visitor's order is a gateway-paid
// purchase OWNED BY THE SELLER (status unprocessed, payment unpaid, price = the seller's price,
// customer_price = price + markup): the gateway's confirmed payment credits customer_price to the
// seller's deposit and holds `price` from there (payment/payment-effects.ts), so the markup stays
// with the seller and every rupiah moves through the ledger. From then on it is the seller's
// ordinary deposit purchase: a supplier failure refunds `price` to the seller's deposit.

/** How long the visitor has to pay (as a member's gateway purchase). */
export const CHECKOUT_PAYMENT_MINUTES = 60;
const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const SLUG_LENGTH = 10;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function newSlug(): string {
  let s = '';
  for (const b of randomBytes(SLUG_LENGTH)) s += SLUG_ALPHABET[b % SLUG_ALPHABET.length];
  return s;
}

/** TRX + yymmdd + 8 random base32 characters, as purchase.service.ts newRefId (payment routes TRX… to purchases). */
function newRefId(now = new Date()): string {
  const day = new Date(now.getTime() + 7 * 3600_000).toISOString().slice(2, 10).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let tail = '';
  for (const b of randomBytes(8)) tail += alphabet[b % alphabet.length];
  return `TRX${day}${tail}`;
}

const linkPath = (l: Pick<CheckoutLinkRow, 'productType' | 'operator' | 'slug'>) =>
  `/checkout/${l.productType}/${l.operator}/${l.slug}`;

async function operatorName(deps: Deps, type: PrepaidType, operator: string): Promise<string | undefined> {
  const { brands } = await listBrands(deps, type);
  return brands.find((b) => b.code === operator)?.name;
}

async function linkViews(deps: Deps, rows: CheckoutLinkRow[]): Promise<CheckoutLink[]> {
  const sales = await paidOrdersByLink(
    deps.database.db,
    rows.map((r) => r.id),
  );
  const names = new Map<string, string>();
  for (const type of new Set(rows.map((r) => r.productType))) {
    const { brands } = await listBrands(deps, type as PrepaidType);
    for (const b of brands) names.set(`${type}:${b.code}`, b.name);
  }
  const base = deps.config.APP_URL.replace(/\/+$/, '');
  return rows.map((r) => ({
    id: r.id,
    type: r.productType as PrepaidType,
    operator: r.operator,
    operator_name: names.get(`${r.productType}:${r.operator}`) ?? r.operator,
    slug: r.slug,
    markup: r.markup,
    active: r.active,
    path: linkPath(r),
    url: `${base}${linkPath(r)}`,
    sales: sales.get(r.id) ?? 0,
    created_at: r.createdAt.toISOString(),
  }));
}

// ---- the seller's links ----

export async function listLinks(deps: Deps, user: User): Promise<CheckoutLink[]> {
  return linkViews(deps, await listLinksOf(deps.database.db, user.id));
}

export async function createLink(
  deps: Deps,
  user: User,
  input: CheckoutLinkCreateRequest,
): Promise<CheckoutLink> {
  const db = deps.database.db;
  if (!isCheckoutType(input.type)) throw fieldError('type', 'checkout_operator_unknown');
  if (!(await operatorName(deps, input.type, input.operator)))
    throw fieldError('operator', 'checkout_operator_unknown');
  if ((await countLinksOf(db, user.id)) >= CHECKOUT_LINKS_MAX)
    throw new AppError('checkout_links_full', { max: CHECKOUT_LINKS_MAX });
  // 32^10 slugs: a collision is rare; the unique index decides and another is drawn.
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertLink(db, {
      userId: user.id,
      slug: newSlug(),
      productType: input.type,
      operator: input.operator,
      markup: input.markup,
    });
    if (row) return (await linkViews(deps, [row]))[0]!;
  }
  throw new Error('no free checkout slug after 5 attempts');
}

export async function updateLink(
  deps: Deps,
  user: User,
  id: number,
  input: CheckoutLinkUpdateRequest,
): Promise<CheckoutLink> {
  const set = {
    ...(input.markup === undefined ? {} : { markup: input.markup }),
    ...(input.active === undefined ? {} : { active: input.active }),
  };
  const row =
    Object.keys(set).length === 0
      ? await findOwnLink(deps.database.db, user.id, id)
      : await updateOwnLink(deps.database.db, user.id, id, set);
  if (!row) throw new AppError('checkout_link_not_found');
  return (await linkViews(deps, [row]))[0]!;
}

/** Removes a link (soft: its orders keep pointing at it); its page answers 404 from now on. */
export async function deleteLink(deps: Deps, user: User, id: number): Promise<{ id: number }> {
  const row = await updateOwnLink(deps.database.db, user.id, id, { deletedAt: new Date(), active: false });
  if (!row) throw new AppError('checkout_link_not_found');
  return { id: row.id };
}

// ---- the visitor's page ----

interface PublicPath {
  type: string;
  operator: string;
  link: string;
}

/** The open link and its seller, who must be able to transact; 404 / 409 otherwise. */
async function openLinkAndSeller(deps: Deps, path: PublicPath) {
  const db = deps.database.db;
  const link = await findOpenLink(db, { type: path.type, operator: path.operator, slug: path.link });
  if (!link || !isCheckoutType(link.productType)) throw new AppError('checkout_link_not_found');
  const seller = await findUserById(db, link.userId);
  if (!seller) throw new AppError('checkout_link_not_found');
  try {
    assertCanTransact(seller);
  } catch {
    throw new AppError('checkout_seller_unavailable');
  }
  return { link, seller, type: link.productType as PrepaidType };
}

/** The gateway channels configured here (our own bank transfer is for top-ups only). */
function channels(deps: Deps, locale: Locale): CheckoutChannel[] {
  return PAYMENT_METHOD_CODES.filter((m) => {
    const p = parsePaymentMethod(m);
    return p !== null && p.provider !== 'bank_transfer' && Boolean(deps.gateways?.[p.provider]);
  }).map((m) => {
    const info = paymentMethodInfo(m);
    return { method: m, group: info.group, name: info.name[locale] };
  });
}

export async function checkoutPage(deps: Deps, path: PublicPath, locale: Locale): Promise<CheckoutPage> {
  const { link, seller, type } = await openLinkAndSeller(deps, path);
  const listed = await listPrepaidProducts(
    deps,
    { type, brand: link.operator },
    seller.category,
    seller.referredBy,
  );
  const s = await getDepositSettings(deps.database.db);
  const now = new Date();
  return {
    seller: { name: seller.name },
    type,
    operator: link.operator,
    operator_name: (await operatorName(deps, type, link.operator)) ?? link.operator,
    products: listed.products
      .filter((p) => !p.promo)
      .map((p) => ({
        code: p.code,
        name: p.name,
        nominal: p.nominal,
        price: p.price + link.markup,
        description: p.description,
        available: p.active && !p.price_adjustment && p.stock !== 0 && !inCutOff(p.cut_off, now),
      })),
    channels: channels(deps, locale),
    customer_pays_fee: s.pay_external_payment_fee,
    shopeepay_own_rate: s.shopeepay_own_rate,
  };
}

/**
 * A visitor's order: every check first (nothing is written on a failure), then the seller's waiting
 * purchase row and the order in one transaction, then the gateway's payment page. If the gateway
 * cannot be reached the purchase is canceled at once and the visitor gets 503 — nothing was paid.
 */
export async function createOrder(
  deps: Deps,
  path: PublicPath,
  input: CheckoutOrderRequest,
): Promise<CheckoutOrderCreated> {
  const db = deps.database.db;
  const { link, seller, type } = await openLinkAndSeller(deps, path);
  const product = await findPurchasableProduct(deps.products, db, input.product_code, {
    category: seller.category,
    upline: seller.referredBy,
    destination: input.destination,
    operatorOverride: isOperatorType(type) ? link.operator : undefined,
  });
  if (product.type !== type || product.brandCode !== link.operator)
    throw fieldError('product_code', 'checkout_product_not_in_link');
  if (product.promo) throw fieldError('product_code', 'checkout_promo_not_sold');
  const method = input.payment_method as PaymentMethodCode;
  const parsed = parsePaymentMethod(method);
  const gateway =
    parsed && parsed.provider !== 'bank_transfer' ? deps.gateways?.[parsed.provider] : undefined;
  if (!parsed || !gateway) throw fieldError('payment_method', 'purchase_payment_method_unavailable');
  // The seller's same-number daily rule: the order is the seller's purchase.
  const limit = deps.config.SAME_NUMBER_DAILY_LIMIT;
  if (
    limit > 0 &&
    (await countSellerSameNumber(db, seller.id, product.destination, product.code, jakartaDayStart())) >=
      limit
  ) {
    throw fieldError('destination', 'same_number_limit', { product: product.name, limit });
  }

  const customerPrice = product.price + link.markup;
  const s = await getDepositSettings(db);
  const { fee } = paymentFee({
    method,
    amount: customerPrice,
    purpose: 'payment',
    customerPaysFee: s.pay_external_payment_fee,
    shopeepayOwnRate: s.shopeepay_own_rate,
  });
  // The seller's upline earns as on any of the seller's purchases.
  const { uplineUserId, uplineCashback } = await uplineCashbackFor(deps, seller, product);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + CHECKOUT_PAYMENT_MINUTES * 60_000);
  const trx = await db.transaction((tx) =>
    insertOrder(
      tx,
      {
        refId: newRefId(),
        userId: seller.id,
        kind: 'prepaid',
        productCode: product.code,
        productName: product.name,
        productType: product.type,
        brand: product.brand,
        supplierSku: product.supplierSku,
        destination: product.destination,
        nominal: product.nominal,
        price: product.price,
        customerPrice,
        supplierPrice: product.buyingPrice,
        // The seller's report shows the sale at the visitor's price, the markup as the profit.
        markupPrice: link.markup,
        paymentMethod: method,
        status: 'unprocessed',
        paymentStatus: 'unpaid',
        pgServiceFee: fee,
        paymentExpiresAt: expiresAt,
        nextCheckAt: null,
        uplineUserId,
        uplineCashback,
      },
      {
        linkId: link.id,
        tokenHash: hashToken(token),
        markup: link.markup,
        email: input.email ?? null,
        phone: input.phone ?? null,
      },
    ),
  );
  const app = deps.config.APP_URL.replace(/\/+$/, '');
  const back = `${app}${linkPath(link)}?order=${encodeURIComponent(trx.refId)}&token=${encodeURIComponent(token)}`;
  try {
    const created = await gateway.createPayment({
      orderId: trx.refId,
      amount: customerPrice + fee,
      description: `${product.name} ${product.destination}`,
      // The visitor has no account: what they gave on the form, under a generic name.
      customer: {
        name: 'Pelanggan',
        ...(input.email ? { email: input.email } : {}),
        ...(input.phone ? { phone: normalizeHp(input.phone) ?? input.phone } : {}),
      },
      channel: parsed.channel,
      expiresInMinutes: CHECKOUT_PAYMENT_MINUTES,
      returnUrls: { finish: back, unfinish: back, error: back },
      callbackUrl: `${app}/api/v1/webhooks/${gateway.name}`,
    });
    await setOrderPaymentPage(db, trx.refId, {
      paymentUrl: created.paymentUrl,
      paymentRef: created.providerRef,
      paymentExpiresAt: created.expiresAt < expiresAt ? created.expiresAt : expiresAt,
    });
    return { ref_id: trx.refId, token, payment_url: created.paymentUrl };
  } catch {
    await endWaitingPurchase(deps, trx.refId, 'canceled', 'reason_payment_not_started');
    throw new AppError('purchase_payment_unreachable', undefined, { retryAfter: 5 });
  }
}

/** Whether a presented token is the order's (constant time on the hashes). */
function tokenMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashToken(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return presented.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

/** 62… for a wa.me link from a stored 08… number. */
const whatsappNumber = (hp: string) => {
  const local = normalizeHp(hp) ?? hp;
  return local.startsWith('0') ? `62${local.slice(1)}` : local.replace(/^\+/, '');
};

/** The visitor's order by its ref_id and token; anything else (no token, wrong token, a member's purchase) is 404. */
export async function orderStatus(deps: Deps, refId: string, token: string): Promise<CheckoutOrder> {
  const db = deps.database.db;
  const found = await findOrder(db, refId);
  if (!found || !tokenMatches(token, found.order.tokenHash)) throw new AppError('checkout_order_not_found');
  const { trx, link } = found;
  const seller = await findUserById(db, trx.userId);
  const price = trx.customerPrice ?? trx.price;
  return {
    ref_id: trx.refId,
    status: trx.status,
    payment_status: trx.paymentStatus,
    product_name: trx.productName,
    destination: trx.destination,
    serial_number: trx.status === 'success' ? trx.serialNumber : null,
    failed_reason: trx.failedReason,
    price,
    fee: trx.pgServiceFee,
    total: price + trx.pgServiceFee,
    payment_method: trx.paymentMethod,
    payment_url: trx.status === 'unprocessed' ? trx.paymentUrl : null,
    created_at: trx.createdAt.toISOString(),
    money_with_seller:
      trx.status === 'failed' ||
      ((trx.status === 'expired' || trx.status === 'canceled') && (await paymentCredited(db, trx.refId))),
    seller: { name: seller?.name ?? '', whatsapp: seller ? whatsappNumber(seller.hp) : '' },
    path: linkPath(link),
  };
}
