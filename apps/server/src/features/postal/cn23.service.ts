import { randomBytes } from 'node:crypto';
import {
  type Cn23AddRequest,
  type Cn23TaxEstimate,
  type Cn23TaxRequest,
  type Cn23View,
  DESTINATION_TAX_RULES,
  type PostalCountry,
} from '@konter/core/contracts/postal';
import { findHsCode, formatHsCode, searchHsCodes } from '@konter/core/hs-codes';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { type KursTable, PostalError } from '../../providers/postal/index.js';
import {
  type Cn23Row,
  findCn23,
  findCn23ByAwb,
  findShipment,
  findShipmentByAwb,
  insertCn23,
  listCn23,
  updateCn23,
} from './postal.repository.js';
import { providerOf, shipmentView } from './postal.shared.js';

// The CN23 customs declaration of international parcels: the HS-code search, the operator's IDR
// exchange rates (cached an hour in deps.postal), the destination tax estimate, and the
// declaration's life: draft (ours) → submitted with the shipment's AWB → cleared | held; cancelled.

// ---- HS codes and rates ----

/** GET mlo/cn23/hscodes?q= (packages/core hs-codes.ts: HS 2022 chapters and common subheadings). */
export const hsCodes = (q: string) =>
  searchHsCodes(q, 20).map((h) => ({ code: h.code, formatted: formatHsCode(h.code), en: h.en, id: h.id }));

/** The operator's rates, kept an hour; a stale table serves while the operator does not answer. */
export async function kursTable(deps: Deps): Promise<KursTable> {
  const cached = deps.postal.kurs;
  if (cached && Date.now() - cached.fetchedAt < deps.postal.kursTtlMs) return cached.table;
  try {
    const table = await providerOf(deps).kurs();
    deps.postal.kurs = { table, fetchedAt: Date.now() };
    return table;
  } catch (err) {
    if (cached) return cached.table;
    if (err instanceof PostalError)
      throw new AppError('postal_kurs_unavailable', undefined, { retryAfter: 5 });
    throw err;
  }
}

/** GET mlo/cn23/kurs. */
export async function kursView(deps: Deps) {
  const t = await kursTable(deps);
  return {
    as_of: t.asOf.toISOString(),
    rates: Object.entries(t.rates).map(([currency, idr]) => ({ currency, idr })),
  };
}

// ---- tax ----

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The destination's import duty and VAT on a parcel (DESTINATION_TAX_RULES of packages/core): the
 * declared value in IDR by the operator's rate, in the destination's currency for its thresholds;
 * duty above the duty de-minimis, VAT (on value + duty) above the VAT one; China waives its postal
 * articles tax of CNY 50 or less; documents carry none. An estimate for the sender — the
 * destination's customs assess the real amount.
 */
export function estimateTax(
  kurs: KursTable,
  q: { country: PostalCountry; currency: string; total: number; category: string },
): Cn23TaxEstimate {
  const rule = DESTINATION_TAX_RULES[q.country];
  const rateOf = (c: string) => {
    if (c === 'IDR') return 1;
    const r = kurs.rates[c];
    if (!r) throw new AppError('postal_kurs_unavailable');
    return r;
  };
  const rateDeclared = rateOf(q.currency);
  const rateLocal = rateOf(rule.currency);
  const valueIdr = Math.round(q.total * rateDeclared);
  const valueLocal = round2(valueIdr / rateLocal);
  const documents = q.category === 'documents';
  const dutyDue = !documents && (rule.duty_threshold === null || valueLocal > rule.duty_threshold);
  const dutyIdr = dutyDue ? Math.round((valueIdr * rule.duty_percent) / 100) : 0;
  const vatDue = !documents && (rule.vat_threshold === null || valueLocal > rule.vat_threshold);
  let vatIdr = vatDue ? Math.round(((valueIdr + dutyIdr) * rule.vat_percent) / 100) : 0;
  if (
    rule.exempt_if_tax_at_most !== undefined &&
    (vatIdr + dutyIdr) / rateLocal <= rule.exempt_if_tax_at_most
  )
    vatIdr = 0;
  const taxIdr = dutyIdr + vatIdr;
  return {
    country: q.country,
    currency: q.currency,
    declared_value: round2(q.total),
    value_idr: valueIdr,
    local_currency: rule.currency,
    value_local: valueLocal,
    rate_declared: rateDeclared,
    rate_local: rateLocal,
    duty_threshold: rule.duty_threshold,
    duty_percent: rule.duty_percent,
    vat_threshold: rule.vat_threshold,
    vat_percent: rule.vat_percent,
    vat_name: rule.vat_name,
    duty_idr: dutyIdr,
    vat_idr: vatIdr,
    tax_idr: taxIdr,
    exempt: taxIdr === 0,
    source: rule.source,
  };
}

/** POST mlo/cn23/calculate-tax. */
export async function calculateTax(deps: Deps, q: Cn23TaxRequest): Promise<Cn23TaxEstimate> {
  const total = q.items.reduce((n, i) => n + i.value, 0);
  return estimateTax(await kursTable(deps), {
    country: q.country,
    currency: q.currency,
    total,
    category: q.category,
  });
}

// ---- the declaration ----

export function cn23View(c: Cn23Row): Cn23View {
  return {
    id: c.id,
    code: c.code,
    status: c.status,
    country: c.country,
    category: c.category,
    currency: c.currency,
    sender: c.sender,
    recipient: c.recipient,
    items: c.items,
    total_value: c.totalValue,
    total_weight_g: c.totalWeightG,
    awb: c.awb,
    ref_id: c.shipmentCode,
    provider_number: c.providerNumber,
    explanation: c.explanation,
    tax: c.tax,
    created_at: c.createdAt.toISOString(),
    submitted_at: c.submittedAt ? c.submittedAt.toISOString() : null,
  };
}

export async function ownCn23(deps: Deps, userId: number, id: number): Promise<Cn23Row> {
  const c = await findCn23(deps.database.db, id);
  if (!c || c.userId !== userId) throw new AppError('postal_cn23_not_found');
  return c;
}

const newCode = () => {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `CN${Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join('')}`;
};

/** POST mlo/cn23/add: a draft with its tax estimate; submitted to the operator with the AWB at send. */
export async function addCn23(deps: Deps, userId: number, req: Cn23AddRequest): Promise<Cn23Row> {
  const total = req.items.reduce((n, i) => n + i.value, 0);
  const tax = estimateTax(await kursTable(deps), {
    country: req.country,
    currency: req.currency,
    total,
    category: req.category,
  });
  if (req.awb) {
    const s = await findShipmentByAwb(deps.database.db, req.awb);
    if (!s || s.userId !== userId) throw new AppError('postal_awb_not_found');
  }
  const c = await insertCn23(deps.database.db, {
    code: newCode(),
    userId,
    country: req.country,
    category: req.category,
    currency: req.currency,
    sender: req.sender,
    recipient: req.recipient,
    items: req.items.map((i) => ({
      description: i.description,
      quantity: i.quantity,
      net_weight_g: i.net_weight_g,
      value: i.value,
      hs_code: i.hs_code,
      origin_country: i.origin_country,
    })),
    totalValue: round2(total),
    totalWeightG: req.items.reduce((n, i) => n + i.net_weight_g, 0),
    tax,
    awb: req.awb ?? null,
    explanation: req.explanation ?? null,
  });
  if (req.awb) return submitCn23For(deps, c.id);
  return c;
}

/** Submits a draft that has its AWB to the operator: draft → submitted with the operator's number. */
export async function submitCn23For(deps: Deps, id: number): Promise<Cn23Row> {
  const db = deps.database.db;
  const c = await findCn23(db, id);
  if (!c) throw new AppError('postal_cn23_not_found');
  if (c.status !== 'draft' || !c.awb) return c;
  const remote = await providerOf(deps).submitCn23({
    awb: c.awb,
    category: c.category,
    currency: c.currency,
    sender: { ...c.sender, country: 'ID' },
    recipient: { ...c.recipient, country: c.country },
    items: c.items.map((i) => ({
      description: i.description,
      quantity: i.quantity,
      netWeightG: i.net_weight_g,
      value: i.value,
      hsCode: i.hs_code,
      originCountry: i.origin_country,
    })),
    explanation: c.explanation ?? undefined,
  });
  return (
    (await updateCn23(db, c.id, ['draft'], {
      status: remote.status === 'cleared' ? 'cleared' : 'submitted',
      providerNumber: remote.number,
      submittedAt: new Date(),
    })) ?? (await findCn23(db, c.id))!
  );
}

/**
 * POST mlo/cn23/get_status: a draft with an AWB is submitted (again); a submitted one re-read from
 * the operator (submitted → cleared | held | cancelled).
 */
export async function cn23Status(deps: Deps, userId: number, id: number): Promise<Cn23Row> {
  const c = await ownCn23(deps, userId, id);
  try {
    if (c.status === 'draft') return await submitCn23For(deps, c.id);
    if (c.status !== 'submitted' || !c.providerNumber) return c;
    const remote = await providerOf(deps).getCn23(c.providerNumber);
    const next = remote.status as Cn23Row['status'];
    if (next === c.status || !['cleared', 'held', 'cancelled'].includes(next)) return c;
    return (await updateCn23(deps.database.db, c.id, ['submitted'], { status: next })) ?? c;
  } catch (err) {
    if (err instanceof PostalError) throw new AppError('postal_unavailable', undefined, { retryAfter: 5 });
    throw err;
  }
}

/**
 * POST mlo/cn23/cancel: a draft, or a submitted one whose parcel the post office does not have yet
 * (the operator cancels it too). A CN23 of a parcel on its way is locked.
 */
export async function cancelCn23(deps: Deps, userId: number, id: number): Promise<Cn23Row> {
  const c = await ownCn23(deps, userId, id);
  if (c.status === 'cancelled') return c;
  if (c.shipmentId !== null) {
    const s = c.shipmentCode ? await findShipment(deps.database.db, c.shipmentCode) : undefined;
    if (s && (s.status === 'success' || s.status === 'pending')) throw new AppError('postal_cn23_locked');
  }
  if (c.status === 'submitted' && c.providerNumber) {
    try {
      await providerOf(deps).cancelCn23(c.providerNumber);
    } catch (err) {
      if (err instanceof PostalError && err.code === 'not_cancellable')
        throw new AppError('postal_cn23_locked');
      if (err instanceof PostalError) throw new AppError('postal_unavailable', undefined, { retryAfter: 5 });
      throw err;
    }
  }
  const r = await updateCn23(deps.database.db, c.id, ['draft', 'submitted'], { status: 'cancelled' });
  if (!r) throw new AppError('postal_cn23_locked');
  return r;
}

/** POST mlo/cn23/check_resi {awb}: whether the AWB has a CN23 and its state. */
export async function checkResi(deps: Deps, userId: number, awb: string) {
  const db = deps.database.db;
  const s = await findShipmentByAwb(db, awb);
  const mine = s && s.userId === userId ? s : undefined;
  const c = await findCn23ByAwb(db, awb);
  const myCn23 = c && c.userId === userId ? c : undefined;
  if (!mine && !myCn23) throw new AppError('postal_awb_not_found');
  return {
    awb,
    has_cn23: myCn23 !== undefined,
    cn23: myCn23 ? cn23View(myCn23) : null,
    shipment: mine ? shipmentView(mine) : null,
  };
}

/** GET mlo/cn23. */
export async function myCn23s(deps: Deps, userId: number) {
  return (await listCn23(deps.database.db, userId)).map(cn23View);
}

/** The HS code's name for the PDF (the listed one, else the code alone). */
export const hsName = (code: string) => findHsCode(code)?.en ?? '';
