import { expect } from 'vitest';
import { type SyncResult, syncPriceLists } from '../features/catalog/index.js';
import { digiflazzProvider } from '../providers/supplier/digiflazz.adapter.js';
import type { SupplierProvider } from '../providers/supplier/supplier.js';
import {
  postpaidCatalog,
  prepaidCatalog,
  type RunningDigiflazzSimulator,
  startDigiflazzSimulator,
} from '../simulators/digiflazz/index.js';
import { createTestApp, newUser, type TestApp, type TestBrowser } from './app.js';

// Test world of the catalogue: the app on the test database and the Digiflazz simulator over HTTP,
// spoken to by the real adapter. The supplier's catalogue changes (price rise, disabled or vanished
// SKU) are made on the simulator's own catalogue, which its price list serves on every call.

export type SimPrepaidItem = (typeof prepaidCatalog)[number];

const originalPrepaid = structuredClone(prepaidCatalog);
const originalPostpaid = structuredClone(postpaidCatalog);

export interface CatalogWorld {
  t: TestApp;
  sim: RunningDigiflazzSimulator;
  supplier: SupplierProvider;
  /** Warnings the sync logged. */
  warnings: { obj: object; msg: string }[];
  sync(): Promise<SyncResult>;
  stop(): Promise<void>;
}

export async function catalogWorld(): Promise<CatalogWorld> {
  const t = await createTestApp();
  const credentials = {
    username: 'konter-test',
    apiKey: 'catalog-test-key',
    webhookSecret: 'catalog-test-secret',
  };
  const sim = await startDigiflazzSimulator(credentials);
  const supplier = digiflazzProvider({ baseUrl: sim.baseUrl, ...credentials });
  const warnings: { obj: object; msg: string }[] = [];
  return {
    t,
    sim,
    supplier,
    warnings,
    sync: () =>
      syncPriceLists(t.deps, supplier, { log: { warn: (obj, msg) => warnings.push({ obj, msg }) } }),
    async stop() {
      await sim.stop();
      await t.app.close();
    },
  };
}

/** The simulator's live catalogue entry of a SKU: change it to change the supplier's price list. */
export function simItem(sku: string): SimPrepaidItem {
  const item = prepaidCatalog.find((i) => i.buyer_sku_code === sku);
  if (!item) throw new Error(`no simulator item ${sku}`);
  return item;
}

/** Takes a SKU off the supplier's list; returns a function that puts it back. */
export function removeFromSupplier(sku: string): () => void {
  const i = prepaidCatalog.findIndex((x) => x.buyer_sku_code === sku);
  const [item] = prepaidCatalog.splice(i, 1);
  return () => prepaidCatalog.splice(i, 0, item!);
}

export function restoreSupplierCatalog() {
  prepaidCatalog.splice(0, prepaidCatalog.length, ...structuredClone(originalPrepaid));
  postpaidCatalog.splice(0, postpaidCatalog.length, ...structuredClone(originalPostpaid));
}

export const supplierCounts = () => ({ prepaid: prepaidCatalog.length, postpaid: postpaidCatalog.length });

/** A registered, logged-in user of an account category (1 member, 2 agent, 3 master). */
export async function userOfCategory(t: TestApp, category: 1 | 2 | 3): Promise<TestBrowser> {
  const b = t.browser();
  const res = await b.post('/api/v1/auth/register', newUser());
  expect(res.status).toBe(201);
  await t.database.query('UPDATE users SET category = $1 WHERE id = $2', [category, res.body.data.id]);
  return b;
}

export const jakarta = (hhmm: string) => new Date(`2026-03-02T${hhmm}:00+07:00`);
