import { errorText } from '@konter/core/messages/index';
import type { Deps } from '../../lib/deps.js';
import { recordCallback } from './purchase.repository.js';
import { applySupplierResult } from './settlement.js';

/** What POST webhooks/digiflazz answers: 200 received, 401 a bad signature, 400 an unreadable body. */
export type CallbackAnswer =
  | { status: 200; body: { received: true } }
  | { status: 400; body: { message: string; code: 'validation_failed' } }
  | { status: 401; body: { message: string; code: 'supplier_signature_invalid' } };

/**
 * A Digiflazz callback: the signature is checked on the exact raw body first — a missing or bad one
 * is refused before anything is stored (only a log line says it came) — then every signed delivery is
 * logged (supplier_callbacks), and applying it is idempotent: repeats and late callbacks for settled
 * transactions change nothing.
 */
export async function receiveSupplierCallback(
  deps: Deps,
  raw: string,
  headers: { signature?: string; event?: string },
  from?: { ip?: string },
): Promise<CallbackAnswer> {
  const db = deps.database.db;
  const signatureOk = deps.supplier.verifyCallback(raw, headers.signature);
  const event = headers.event ?? null;
  if (!signatureOk) {
    deps.logger.warn(
      { feature: 'purchase', ip: from?.ip, bytes: raw.length, signed: Boolean(headers.signature) },
      'digiflazz callback refused: bad signature',
    );
    const code = 'supplier_signature_invalid' as const;
    return { status: 401, body: { message: errorText(code), code } };
  }
  const body = raw.slice(0, 10_000);
  let parsed: ReturnType<typeof deps.supplier.parseCallback>;
  try {
    parsed = deps.supplier.parseCallback(JSON.parse(raw));
  } catch {
    await recordCallback(db, { refId: null, event, body, signatureOk, outcome: 'unreadable' });
    const code = 'validation_failed' as const;
    return { status: 400, body: { message: errorText(code), code } };
  }
  const settled = await applySupplierResult(deps, parsed.refId, parsed);
  await recordCallback(db, {
    refId: parsed.refId,
    event,
    body,
    signatureOk,
    outcome: settled ? `settled:${settled.status}` : `noop:${parsed.status}`,
  });
  deps.logger.info(
    { feature: 'purchase', refId: parsed.refId, status: parsed.status, settled: Boolean(settled) },
    'digiflazz callback',
  );
  return { status: 200, body: { received: true } };
}
