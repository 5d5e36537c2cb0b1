import type { Deps } from '../../lib/deps.js';
import { findUserByLogin } from '../auth/index.js';
import { markAgenMlo } from './postal.repository.js';

/**
 * The demo POS agent (seed.ts): the account gets the `pos_mlo` permission and the is_agen_mlo flag,
 * idempotently. No demo shipment is booked here: the postal simulator answers only once the server
 * listens, and a shipment holds real deposit — the journey and the dashboard show the first one.
 */
export async function seedPostalDemo(deps: Deps, hp: string): Promise<void> {
  const user = await findUserByLogin(deps.database.db, { hp });
  if (user) await markAgenMlo(deps.database.db, user.id, 'pos_mlo');
}
