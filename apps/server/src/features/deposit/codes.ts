import { randomInt } from 'node:crypto';
import { jakartaDay } from '../../lib/time.js';

/**
 * A wallet reference: prefix + Jakarta yymmdd + 8 random digits, e.g. `DEP25031012345678` (spec: DEP
 * plus digits). Sortable by day, not guessable; the table's unique index settles a collision (the
 * caller retries).
 */
export function walletCode(prefix: 'DEP' | 'TRF' | 'RDM', now = new Date()): string {
  const day = jakartaDay(now).slice(2).replaceAll('-', '');
  return `${prefix}${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
