// Careful readers of provider wire formats: constant-time secret checks, rupiah amounts, WIB times.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Headers } from './gateway.js';

type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A header's single value (Node lower-cases names); a repeated header counts as absent. */
export function header(headers: Headers, name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  return typeof v === 'string' ? v : undefined;
}

/**
 * Compares a received hex digest with the expected one in constant time. The received text is
 * validated first (hex of exactly the expected length) so that timingSafeEqual sees equal lengths.
 */
export function hexDigestEquals(received: string | undefined, expected: Buffer): boolean {
  if (received === undefined) return false;
  const hex = received.trim().toLowerCase();
  if (hex.length !== expected.length * 2 || !/^[0-9a-f]+$/.test(hex)) return false;
  return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
}

/** Compares two secrets in constant time, lengths included (both are hashed to 32 bytes first). */
export function secretEquals(received: string | undefined, expected: string): boolean {
  if (received === undefined || expected === '') return false;
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(received), digest(expected));
}

/**
 * Integer rupiah from a wire amount: a safe integer, or a decimal string whose fraction is zero
 * (Midtrans sends `"50000.00"`, Moota sometimes `"50000.00"` too). Anything else is null: IDR has no
 * sub-rupiah amounts, so a fraction means a misread, not money to round.
 */
export function parseRupiah(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 0 ? v : null;
  if (typeof v !== 'string') return null;
  const m = /^(\d{1,15})(?:\.0+)?$/.exec(v.trim());
  return m ? Number(m[1]) : null;
}

export const asString = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;

const WIB_MS = 7 * 3_600_000;

/** `"2024-05-20 10:00:00"` (Asia/Jakarta, no offset, as Midtrans and Moota write it) → Date, or undefined. */
export function parseWibTime(v: unknown): Date | undefined {
  if (typeof v !== 'string') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(v.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - WIB_MS);
}

/** Date → `"2024-05-20 10:00:00"` in Asia/Jakarta (WIB has no daylight saving). */
export function formatWibTime(at: Date | number): string {
  return new Date(new Date(at).getTime() + WIB_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Date → `"2024-05-20"`, the WIB calendar day. */
export function wibDay(at: Date | number): string {
  return formatWibTime(at).slice(0, 10);
}
