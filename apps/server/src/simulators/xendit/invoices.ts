// The invoice endpoints' rules: what Xendit accepts, refuses and answers. Error bodies are
// `{error_code, message}`; INVOICE_NOT_FOUND_ERROR is from Xendit's SDK models, the 401 wording of
// INVALID_API_KEY is unverified.
import type { Answer } from '../shared/plugin.js';
import { INVOICE_CHANNELS } from './channels.js';
import type { SimInvoice, XenditSimulator } from './xendit.simulator.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export type { Answer };

const xenditError = (status: number, error_code: string, message: string): Answer => ({
  status,
  body: { error_code, message },
});

export const unauthorized = () => xenditError(401, 'INVALID_API_KEY', 'API key is invalid');
export const notFound = () => xenditError(404, 'INVOICE_NOT_FOUND_ERROR', 'Could not find invoice by id');
export const serverError = () => xenditError(500, 'SERVER_ERROR', 'An unexpected error occurred');
const invalid = (message: string) => xenditError(400, 'API_VALIDATION_ERROR', message);

const DEFAULT_DURATION_S = 86_400;
const MAX_DURATION_S = 31_536_000;

/** POST /v2/invoices → 200 with the invoice, or 400 API_VALIDATION_ERROR. */
export function createInvoice(sim: XenditSimulator, body: unknown, pageBase: string): Answer {
  if (!isObj(body)) return invalid('body must be a JSON object');
  const { external_id: externalId, amount, description, payer_email: payerEmail } = body;
  if (typeof externalId !== 'string' || externalId === '' || externalId.length > 255) {
    return invalid('"external_id" is required and must be 1–255 characters');
  }
  // IDR has no minor unit.
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1) {
    return invalid('"amount" must be a whole number of rupiah, at least 1');
  }
  if (description !== undefined && typeof description !== 'string')
    return invalid('"description" must be a string');
  if (payerEmail !== undefined && (typeof payerEmail !== 'string' || !payerEmail.includes('@'))) {
    return invalid('"payer_email" must be a valid email');
  }
  const duration = body.invoice_duration ?? DEFAULT_DURATION_S;
  if (
    typeof duration !== 'number' ||
    !Number.isSafeInteger(duration) ||
    duration < 1 ||
    duration > MAX_DURATION_S
  ) {
    return invalid(`"invoice_duration" must be 1–${MAX_DURATION_S} seconds`);
  }
  if (body.currency !== undefined && body.currency !== 'IDR') return invalid('"currency" must be IDR');
  const methods = body.payment_methods;
  if (methods !== undefined) {
    if (!Array.isArray(methods) || methods.length === 0)
      return invalid('"payment_methods" must be a non-empty array');
    const unknown = methods.filter((m) => typeof m !== 'string' || !(m in INVOICE_CHANNELS));
    if (unknown.length > 0) return invalid(`"payment_methods" has unsupported values: ${unknown.join(', ')}`);
  }
  for (const key of ['success_redirect_url', 'failure_redirect_url'] as const) {
    if (body[key] !== undefined && (typeof body[key] !== 'string' || !/^https?:\/\//.test(body[key]))) {
      return invalid(`"${key}" must be a URL`);
    }
  }
  const now = sim.now();
  const id = sim.newId();
  const inv: SimInvoice = {
    id,
    externalId,
    status: 'PENDING',
    amount,
    description: (description as string | undefined) ?? '',
    ...(payerEmail ? { payerEmail: payerEmail as string } : {}),
    ...(isObj(body.customer) ? { customer: body.customer } : {}),
    channels: (methods as string[] | undefined) ?? Object.keys(INVOICE_CHANNELS),
    ...(typeof body.success_redirect_url === 'string'
      ? { successRedirectUrl: body.success_redirect_url }
      : {}),
    ...(typeof body.failure_redirect_url === 'string'
      ? { failureRedirectUrl: body.failure_redirect_url }
      : {}),
    invoiceUrl: `${pageBase}/web/invoices/${id}`,
    created: now,
    updated: now,
    expiryDate: now + duration * 1_000,
  };
  sim.add(inv);
  return { status: 200, body: sim.wire(inv) };
}

/** GET /v2/invoices?external_id=…: newest first, as Xendit lists. */
export function listInvoices(sim: XenditSimulator, query: Record<string, string | undefined>): Answer {
  const limit = Math.min(Math.max(Number(query.limit ?? 10) || 10, 1), 100);
  const found = [...sim.invoices.values()]
    .filter((i) => query.external_id === undefined || i.externalId === query.external_id)
    .sort((a, b) => b.created - a.created)
    .slice(0, limit);
  return { status: 200, body: found.map((i) => sim.wire(i)) };
}

/** POST /invoices/{id}/expire!: only a PENDING invoice can be expired. */
export async function expireInvoice(sim: XenditSimulator, id: string): Promise<Answer> {
  const inv = sim.invoices.get(id);
  if (!inv) return notFound();
  if (inv.status !== 'PENDING') return invalid(`invoice is ${inv.status} and cannot be expired`);
  await sim.expire(id);
  return { status: 200, body: sim.wire(inv) };
}
