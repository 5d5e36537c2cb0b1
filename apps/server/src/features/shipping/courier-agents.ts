import type { ConsoleCourierAgent } from '@konter/core/contracts/console-commerce';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { findUserByLogin, parseLogin } from '../auth/index.js';
import { COURIERS, courierOf } from './couriers.js';
import {
  type CourierAgentRow,
  listCourierAgents,
  lockCourierFlags,
  writeCourierFlag,
} from './shipping.repository.js';

// Drop-point agents of the couriers (spec: the account's per-courier flags): an agent of a courier
// earns the agent's price on it. The operator sets them with `shipping:agent` or on the console's
// Couriers tab — the same functions.

const view = (r: CourierAgentRow): ConsoleCourierAgent => ({
  id: r.id,
  name: r.name,
  hp: r.hp,
  category: r.category,
  couriers: COURIERS.map((c) => ({ courier: c.courier, name: c.name, agent: r.flags?.[c.flag] === true })),
});

/** Accounts that are agents of any courier (or that once were: a flag turned off stays listed). */
export async function courierAgents(deps: Deps): Promise<ConsoleCourierAgent[]> {
  return (await listCourierAgents(deps.database.db)).map(view);
}

/** One account by id. */
export async function courierAgent(deps: Deps, userId: number): Promise<ConsoleCourierAgent> {
  const [r] = await listCourierAgents(deps.database.db, userId);
  if (!r) throw new AppError('console_member_not_found');
  return view(r);
}

/** An account by phone or e-mail (the console's search, the CLI). */
export async function courierAgentByLogin(deps: Deps, login: string): Promise<ConsoleCourierAgent> {
  const user = await findUserByLogin(deps.database.db, parseLogin(login));
  if (!user) throw new AppError('console_member_not_found');
  return courierAgent(deps, user.id);
}

/**
 * Makes an account an agent of a courier or not, in one transaction holding its row; the same
 * state changes nothing and calls no hook. `inTx`: the console's audit row.
 */
export async function setCourierAgent(
  deps: Deps,
  userId: number,
  courier: string,
  agent: boolean,
  inTx?: (tx: Db, before: unknown, after: unknown) => Promise<unknown>,
): Promise<ConsoleCourierAgent> {
  const meta = courierOf(courier);
  await deps.database.db.transaction(async (tx: Db) => {
    const flags = await lockCourierFlags(tx, userId);
    if (!flags) throw new AppError('console_member_not_found');
    const was = flags[meta.flag] === true;
    if (was === agent) return;
    await writeCourierFlag(tx, userId, meta.flag, agent);
    if (inTx) await inTx(tx, { courier: meta.courier, agent: was }, { courier: meta.courier, agent });
  });
  return courierAgent(deps, userId);
}

/** `shipping:agent <login> [<courier> on|off]`: the account's courier flags, after the change if one is given. */
export async function cliCourierAgent(
  deps: Deps,
  login: string,
  courier?: string,
  state?: string,
  /** The CLI's audit hook (`shipping.courier_agent` on `user:<id>`, as the console's). */
  audit?: (action: string, target: string) => (tx: Db, before: unknown, after: unknown) => Promise<unknown>,
) {
  let a = await courierAgentByLogin(deps, login);
  if (courier) {
    if (state !== 'on' && state !== 'off') throw new RangeError('state: on or off');
    a = await setCourierAgent(
      deps,
      a.id,
      courier,
      state === 'on',
      audit?.('shipping.courier_agent', `user:${a.id}`),
    );
  }
  return [
    `${a.hp} ${a.name}`,
    ...a.couriers.map((c) => `${c.courier.padEnd(13)} ${c.agent ? 'agent' : '-'}`),
  ].join('\n');
}
