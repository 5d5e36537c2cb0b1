import {
  CONSOLE_MANIFEST_PAGE_SIZE,
  type ConsoleCouponAddRequest,
  type ConsoleCouponUpdateRequest,
  type ConsoleManifest,
  type ConsoleManifestDetail,
  type ConsoleManifestList,
  type ConsoleManifestQuery,
} from '@konter/core/contracts/console-manifests';
import { MULTICOURIER_COURIER_INFO } from '@konter/core/contracts/shipping';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { pageMeta } from '../../lib/pagination.js';
import {
  type AgentManifestRow,
  agentManifest,
  agentManifestPdf,
  allManifests,
  closeAgentManifest,
  type ShipmentRow,
} from '../shipping/index.js';
import { operatorCoupon, operatorCouponAdd, operatorCoupons, operatorCouponUpdate } from '../shop/index.js';
import { auditAction, type StaffActor } from './audit.service.js';

// The console's Shop page, continued (issue 18): every agent's courier manifests — the list, one
// manifest with its shipments, its PDF (the agent's own pickup sheet) and closing an open one on the
// agent's behalf through the agent's own close (one audit row `shipping.manifest.close`, written in
// the close's transaction; a closed one is 409 and writes nothing) — and coupon creation and changes
// through the CLI's shop:coupon-add / shop:coupon-set (one audit row `shop.coupon.add` or
// `shop.coupon.update`; a change that changes nothing writes none).

const jakartaDay = (d: string, plusDays = 0) =>
  new Date(new Date(`${d}T00:00:00+07:00`).getTime() + plusDays * 86_400_000);

const manifestOf = (m: AgentManifestRow): ConsoleManifest => ({
  code: m.code,
  courier: m.courier,
  courier_name: MULTICOURIER_COURIER_INFO[m.courier]?.name ?? m.courier,
  status: m.status,
  opened_at: m.openedAt.toISOString(),
  closed_at: m.closedAt?.toISOString() ?? null,
  shipment_count: m.shipmentCount,
  total_cost: m.totalCost,
  agent: { id: m.userId, name: m.agentName, hp: m.agentHp },
});

const shipmentOf = (s: ShipmentRow) => ({
  ref_id: s.code,
  awb: s.awb,
  service: s.serviceName,
  status: s.status,
  shipping_status: s.shippingStatus,
  recipient_name: s.recipient.name,
  recipient_city: s.recipient.city,
  item_weight: s.itemWeight,
  charged: s.charged,
  created_at: s.createdAt.toISOString(),
});

/** GET console/shop/manifests: every agent's manifests, newest first; from/to are Jakarta days, inclusive. */
export async function consoleManifests(deps: Deps, q: ConsoleManifestQuery): Promise<ConsoleManifestList> {
  const page = q.page ?? 1;
  const { rows, total } = await allManifests(
    deps,
    {
      courier: q.courier,
      status: q.status,
      from: q.from ? jakartaDay(q.from) : undefined,
      to: q.to ? jakartaDay(q.to, 1) : undefined,
    },
    { limit: CONSOLE_MANIFEST_PAGE_SIZE, offset: (page - 1) * CONSOLE_MANIFEST_PAGE_SIZE },
  );
  return { data: rows.map(manifestOf), meta: pageMeta(page, CONSOLE_MANIFEST_PAGE_SIZE, total) };
}

/** GET console/shop/manifests/:code: the manifest, its agent and its shipments. */
export async function consoleManifest(deps: Deps, code: string): Promise<ConsoleManifestDetail> {
  const { manifest, shipments } = await agentManifest(deps, code);
  return { ...manifestOf(manifest), shipments: shipments.map(shipmentOf) };
}

/** GET console/shop/manifests/:code/pdf: the agent's pickup sheet. */
export const consoleManifestPdf = (deps: Deps, code: string) => agentManifestPdf(deps, code);

/** POST console/shop/manifests/:code/close: the agent's own close, on their behalf, audited. */
export async function closeManifestAsStaff(deps: Deps, by: StaffActor, code: string) {
  await closeAgentManifest(deps, code, (tx: Db, before) =>
    auditAction(
      tx,
      by,
      'shipping.manifest.close',
      `courier_manifest:${before.code} user:${before.userId}`,
      { status: before.status, courier: before.courier, shipment_count: before.shipmentCount },
      { status: 'closed', courier: before.courier, shipment_count: before.shipmentCount },
    ),
  );
  return consoleManifest(deps, code);
}

/** POST console/shop/coupons: a new coupon (the CLI's shop:coupon-add rules); answers the list. */
export async function addCouponAsStaff(deps: Deps, by: StaffActor, body: ConsoleCouponAddRequest) {
  await operatorCouponAdd(
    deps,
    {
      code: body.code,
      kind: body.kind,
      value: body.value,
      maxDiscount: body.max_discount ?? null,
      minSubtotal: body.min_subtotal ?? 0,
      quota: body.quota ?? null,
      perUserLimit: body.per_user_limit ?? null,
      startsAt: body.starts_on ? jakartaDay(body.starts_on) : null,
      // Inclusive: the end of that Jakarta day (as the CLI's --until).
      endsAt: body.ends_on ? jakartaDay(body.ends_on, 1) : null,
      collection: body.collection_id ?? null,
    },
    (tx, before, after) => auditAction(tx, by, 'shop.coupon.add', `shop_coupon:${body.code}`, before, after),
  );
  return operatorCoupons(deps);
}

/**
 * POST console/shop/coupons/:code: the coupon's terms changed (the CLI's shop:coupon-set, through
 * operatorCouponUpdate), one audit row `shop.coupon.update` with only what changed; answers the coupon.
 */
export async function updateCouponAsStaff(
  deps: Deps,
  by: StaffActor,
  code: string,
  body: ConsoleCouponUpdateRequest,
) {
  const day = (d: string | null | undefined, plusDays = 0) =>
    d === undefined ? undefined : d === null ? null : jakartaDay(d, plusDays);
  await operatorCouponUpdate(
    deps,
    code,
    {
      value: body.value,
      maxDiscount: body.max_discount,
      minSubtotal: body.min_subtotal,
      quota: body.quota,
      perUserLimit: body.per_user_limit,
      startsAt: day(body.starts_on),
      // Inclusive: the end of that Jakarta day (as the CLI's --until).
      endsAt: day(body.ends_on, 1),
      collection: body.collection_id,
    },
    (tx, before, after) => auditAction(tx, by, 'shop.coupon.update', `shop_coupon:${code}`, before, after),
  );
  return operatorCoupon(deps, code);
}
