import { seedVerifiedAffiliate } from './features/affiliate/index.js';
import { findUserByLogin, insertUser, updateUser } from './features/auth/index.js';
import { listTypeMarkups, offerPromoOnce, saveTypeMarkup } from './features/catalog/index.js';
import { seedConsoleOwner } from './features/console/index.js';
import { recordDebt } from './features/debt/index.js';
import { seedDepositClaimDemo } from './features/deposit/index.js';
import { seedH2hDemo } from './features/h2h/index.js';
import { addLoanDays, approveLoan, currentLoan } from './features/loan/index.js';
import { seedPostalDemo } from './features/postal/index.js';
import { seedShippingDemo, seedShippingDemoShipments } from './features/shipping/index.js';
import { seedDemoCatalog } from './features/shop/index.js';
import { setSiteSetting } from './features/site/index.js';
import { transferDeposit } from './features/wallet/index.js';
import { openUserAccounts, transfer } from './ledger/index.js';
import type { Deps } from './lib/deps.js';
import { AppError } from './lib/errors.js';
import { hashPin } from './lib/pin-hash.js';
import { jakartaDay } from './lib/time.js';

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
  {
    // A verified affiliate (issue 14 §5) whose referral the demo member registered with.
    name: 'Afiliasi Demo',
    email: 'afiliasi@konter.local',
    hp: '081200000004',
    category: 1,
    deposit: 0,
    cashback: 0,
    referalCode: 'AFILIASI',
    permissions: [],
  },
] as const;

/**
 * Creates the demo accounts once (idempotent: existing ones are left alone) and funds them through
 * the ledger, as a bank-transfer deposit and a cashback credit would.
 */
export async function seedDemo(deps: Deps): Promise<void> {
  const db = deps.database.db;
  await seedDemoCatalog(deps);
  await seedConsoleOwner(deps);
  const missing = [];
  for (const a of demoAccounts) if (!(await findUserByLogin(db, { email: a.email }))) missing.push(a);
  if (missing.length === 0) return seedDemoAreas(deps);
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
  await seedDemoAreas(deps);
}

/**
 * What the demo accounts have in each area (each part once: what exists is left alone): the agent
 * network, affiliate, loan and debt, couriers, post, H2H, and a deposit claim for the console's queue.
 */
async function seedDemoAreas(deps: Deps): Promise<void> {
  await seedDemoDownline(deps);
  await seedDemoAffiliate(deps);
  await seedDemoLoan(deps);
  await seedDemoDebt(deps);
  await seedShippingDemo(deps, DEMO_AGENT_HP);
  await seedPostalDemo(deps, DEMO_AGENT_HP);
  await seedH2hDemo(deps, DEMO_AGENT_HP);
  await seedDepositClaimDemo(deps, DEMO_AFFILIATE_HP);
}

/** The demo agent: a drop-point agent of several couriers (multi-courier demo, issue 16). */
const DEMO_AGENT_HP = '081200000002';
/** The demo affiliate, whose claimed top-up waits in the console's approval queue. */
const DEMO_AFFILIATE_HP = '081200000004';

/**
 * Demo shipments through the courier simulator, which answers only once the server listens: a
 * start-up task (jobs.ts), like the promos. Does nothing when the demo agent already has shipments.
 */
export function seedDemoShipments(deps: Deps): Promise<number> {
  return seedShippingDemoShipments(deps, DEMO_AGENT_HP, DEMO_PIN);
}

/**
 * A debt of the demo agent to the demo master (issue 14 §3): the master transfers Rp 150.000 of
 * deposit to the agent "on credit" and records it (DP Rp 50.000, debt Rp 100.000, due in 5 days) —
 * through the real transfer and debt services, so the ledger moves and list-deposit-debt, the
 * agent's /account/utang and the debt history have a row. Once: the transfer's idempotency key
 * answers the first transfer on a later start, and the debt is then already recorded. Skipped when
 * an operator switched deposit transfers off.
 */
async function seedDemoDebt(deps: Deps): Promise<void> {
  const db = deps.database.db;
  const agent = await findUserByLogin(db, { hp: demoAccounts[1].hp });
  const master = await findUserByLogin(db, { hp: demoAccounts[2].hp });
  if (!agent || !master || agent.referredBy !== master.id) return;
  try {
    const sent = await transferDeposit(
      deps,
      { user: master, deviceId: 'seed' },
      { phone: agent.hp, amount: 150_000, password: DEMO_PASSWORD, note: 'Saldo ngutang (demo)' },
      'seed-demo-debt',
    );
    await recordDebt(deps, master, {
      source: 'transfer_deposit',
      ref_id: sent.code,
      dp_value: 50_000,
      debt_value: 100_000,
      notes: 'Dibayar akhir pekan',
      due_date: addLoanDays(jakartaDay(), 5),
    });
  } catch (err) {
    const skip = ['debt_already_recorded', 'transfer_disabled', 'transfer_no_permission'];
    if (err instanceof AppError && skip.includes(err.code)) return;
    throw err;
  }
}

/**
 * The demo affiliate (081200000004) is verified once, and the demo member is their referral (only
 * when the member has no upline yet). The seed makes no purchases (the price list is synced after
 * it), so the commission report starts empty until the member buys something.
 */
async function seedDemoAffiliate(deps: Deps): Promise<void> {
  const db = deps.database.db;
  const affiliate = await findUserByLogin(db, { hp: '081200000004' });
  const member = await findUserByLogin(db, { hp: demoAccounts[0].hp });
  if (!affiliate) return;
  await seedVerifiedAffiliate(deps, affiliate.id, affiliate.name);
  if (member && member.referredBy === null)
    await db.transaction((tx) => updateUser(tx, member.id, { referredBy: affiliate.id }));
}

/**
 * Agent loans on (site flag agent_debt_enabled) and an active loan for the demo agent: Rp 1.000.000
 * due in 7 days, granted through approveLoan (the ledger moves loan_pool → the agent's loan account).
 * Once only: when the agent has never had a loan (an operator's later decisions stay). Its usage is
 * 0: the seed makes no purchases (the price list is synced after it).
 */
async function seedDemoLoan(deps: Deps): Promise<void> {
  const db = deps.database.db;
  const agent = await findUserByLogin(db, { hp: demoAccounts[1].hp });
  if (!agent || (await currentLoan(db, agent.id))) return;
  await setSiteSetting(db, 'agent_debt_enabled', 'true');
  await approveLoan(deps, agent.id, { limit: 1_000_000, dueDate: addLoanDays(jakartaDay(), 7), by: 'seed' });
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
