import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { beforeTheCutOff, depositApp, member } from '../../test/deposit-world.js';
import { listClaims } from './claim.service.js';
import { seedDepositClaimDemo } from './demo.js';

let t: TestApp;
beforeTheCutOff();

beforeAll(async () => {
  t = await depositApp();
});

describe('the demo deposit claim (SEED_DEMO)', () => {
  it('files one claimed bank top-up with a PNG proof, once, and moves no money', async () => {
    const m = await member(t, { name: 'Afiliasi Demo' });
    const before = await m.balances();
    await seedDepositClaimDemo(t.deps, m.hp);
    await seedDepositClaimDemo(t.deps, m.hp);
    const mine = (await listClaims(t.deps)).filter((c) => c.topup.userId === m.id);
    expect(mine).toHaveLength(1);
    const topup = mine[0]!.topup;
    expect(topup).toMatchObject({ nominal: 150_000, bank: 'bca', status: 'claimed', paidAt: null });
    const proof = readFileSync(join(t.deps.config.dataDir, 'uploads', topup.claimProof!));
    // A real picture: the PNG signature.
    expect(proof.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(await m.balances()).toEqual(before);
    // The console's queue lists it (the approval registry's deposit-claim kind).
    const kind = t.deps.approvals.get('deposit');
    const pending = await kind?.list(t.deps);
    expect(pending?.find((p) => p.id === topup.code)).toMatchObject({ amount: topup.total });
    expect((await kind?.image?.(t.deps, topup.code))?.contentType).toBe('image/png');
  });

  it('does nothing for an unknown phone number', async () => {
    await expect(seedDepositClaimDemo(t.deps, '089999999999')).resolves.toBeUndefined();
  });
});
