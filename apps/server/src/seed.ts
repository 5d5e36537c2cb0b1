import { findUserByLogin, insertUser, updateUser } from './features/auth/index.js';
import { listTypeMarkups, offerPromoOnce, saveTypeMarkup } from './features/catalog/index.js';
import { openUserAccounts, transfer } from './ledger/index.js';
import type { Deps } from './lib/deps.js';
import { hashPin } from './lib/pin-hash.js';

/** Demo accounts of the embedded default, listed in the README. Password for all: konter123, PIN 123456. */
export const DEMO_PASSWORD = 'konter123';
export const DEMO_PIN = '123456';
export const demoAccounts = [
  {
    name: 'Member Demo',
    email: 'member@konter.local',
    hp: '081200000001',
    category: 1,
    deposit: 500_000,
    cashback: 0,
    referalCode: 'MEMBER01',
    permissions: ['deposit_transfer'],
  },
  {
    name: 'Agen Demo',
    email: 'agen@konter.local',
    hp: '081200000002',
    category: 2,
    deposit: 1_000_000,
    cashback: 25_000,
    referalCode: 'AGEN0002',
    permissions: ['deposit_transfer', 'excel_topup'],
  },
  {
    name: 'Master Demo',
    email: 'master@konter.local',
    hp: '081200000003',
    category: 3,
    deposit: 10_000_000,
    cashback: 75_000,
    referalCode: 'MASTER03',
    permissions: ['deposit_transfer', 'excel_topup', 'send_money'],
  },
  {
    name: 'Admin Demo',
    email: 'admin@konter.local',
    hp: '081200000009',
    category: 1,
    deposit: 0,
    cashback: 0,
    referalCode: 'ADMIN009',
    permissions: [],
    admin: true,
  },
] as const;

/**
 * Creates the demo accounts once (idempotent: existing ones are left alone) and funds them through
 * the ledger, as a bank-transfer deposit and a cashback credit would.
 */
export async function seedDemo(deps: Deps): Promise<void> {
  const db = deps.database.db;
  const missing = [];
  for (const a of demoAccounts) if (!(await findUserByLogin(db, { email: a.email }))) missing.push(a);
  if (missing.length === 0) return seedDemoDownline(deps);
  const passwordHash = await deps.hasher.hash(DEMO_PASSWORD);
  const pinHash = hashPin(deps.config.APP_SECRET, DEMO_PIN);
  for (const a of missing) {
    await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        name: a.name,
        email: a.email,
        hp: a.hp,
        passwordHash,
        pinHash,
        category: a.category,
        isAdmin: 'admin' in a,
        // Per-user permissions the admin grants (spec §6): the demo members may transfer deposit,
        // the agent and the master may top up by Excel, the master may send money.
        permissions: [...a.permissions],
        referalCode: a.referalCode,
        emailVerifiedAt: new Date(),
        phoneVerifiedAt: new Date(),
        userPermissionSetting: {},
        courierFlags: {},
      });
      await openUserAccounts(tx, user.id);
      if (a.deposit > 0) {
        await transfer(tx, {
          key: `seed:deposit:${user.id}`,
          debit: 'gateway:bank_transfer',
          credit: { userId: user.id, kind: 'deposit' },
          amount: a.deposit,
          kind: 'deposit_topup',
          reference: 'seed',
        });
      }
      if (a.cashback > 0) {
        await transfer(tx, {
          key: `seed:cashback:${user.id}`,
          debit: 'cashback_expense',
          credit: { userId: user.id, kind: 'cashback' },
          amount: a.cashback,
          kind: 'cashback',
          reference: 'seed',
        });
      }
      if (a.category > 1) await updateUser(tx, user.id, { isSales: a.category === 3 });
    });
  }
  await seedDemoDownline(deps);
}

/** The demo master's selling prices for downlines (issue 14 §1): a markup in rupiah per type. */
export const demoDownlineMarkups = [
  ['pulsa', 1_000],
  ['data', 1_500],
] as const;

/**
 * The demo agent is a downline of the demo master (upline fixed once: only when the agent has none),
 * and the master has demo markups for pulsa and data unless they set prices already — so the agent
 * center shows a downline with prices, and the agent buys pulsa and data at master price + markup.
 */
async function seedDemoDownline(deps: Deps): Promise<void> {
  const db = deps.database.db;
  const agent = await findUserByLogin(db, { hp: demoAccounts[1].hp });
  const master = await findUserByLogin(db, { hp: demoAccounts[2].hp });
  if (!agent || !master || master.category !== 3) return;
  await db.transaction(async (tx) => {
    if (agent.referredBy === null) await updateUser(tx, agent.id, { referredBy: master.id });
    if ((await listTypeMarkups(tx, master.id)).length > 0) return;
    for (const [type, markup] of demoDownlineMarkups) await saveTypeMarkup(tx, master.id, type, markup);
  });
}

/**
 * Promo items of the demo catalogue (the built-in Digiflazz simulator's codes), so that a newcomer
 * finds something on /prabayar/promotion: product code and promo stock.
 */
export const demoPromos = [
  ['tsel10', 50], // Telkomsel 10.000
  ['axisd2', 30], // Axis Bronet 2GB 30 Hari
  ['dana20', 25], // DANA 20.000
  ['ff140', 20], // Free Fire 140 Diamond
] as const;

/**
 * Marks the demo promo items once the price list is synced (they exist only after the first sync).
 * Idempotent: a product that is or was a promo item keeps its stock and sold quantity. Returns how
 * many it marked now.
 */
export async function seedDemoPromos(deps: Deps): Promise<number> {
  let marked = 0;
  for (const [code, stock] of demoPromos) if (await offerPromoOnce(deps, code, stock)) marked++;
  return marked;
}
