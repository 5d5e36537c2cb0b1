/**
 * A random id for an Idempotency-Key. crypto.randomUUID exists only in secure contexts (not on a
 * plain-http LAN address), so it falls back to getRandomValues.
 */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
