import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { jakartaDay } from '../../lib/time.js';
import type { TestApp } from '../../test/app.js';
import {
  beforeTheCutOff,
  count,
  deliver,
  depositApp,
  type Member,
  member,
  mootaMutation,
  PNG_DATA_URL,
  requestBankTopup,
} from '../../test/deposit-world.js';
import { findUserById } from '../auth/index.js';
import { approveTopup, CLAIM_PROOFS_PER_DAY, claimTopup, PROOF_DIR, rejectClaim } from './claim.service.js';
import { addManualMutation, describeClaims } from './deposit.admin.js';
import { createTopup } from './topup.service.js';

let t: TestApp;
beforeTheCutOff();

beforeAll(async () => {
  t = await depositApp();
});

/** The proof files stored for the requests whose codes are given (all of them without codes). */
const proofFiles = (codes?: string[]) => {
  const dir = join(t.deps.config.dataDir, 'uploads', PROOF_DIR);
  const files = existsSync(dir) ? readdirSync(dir) : [];
  return codes ? files.filter((f) => codes.some((c) => f.startsWith(`${c}-`))) : files;
};

const claim = (m: Member, code: string) =>
  m.b.post(`/api/v1/deposit/topup/${code}/claim`, { proof_image: PNG_DATA_URL });

/** A request claimed with a proof and rejected by an administrator: the proof counts for the day. */
async function claimedAndRejected(m: Member, nominal: number) {
  const r = await requestBankTopup(m, nominal);
  expect((await claim(m, r.code)).status).toBe(200);
  await rejectClaim(t.deps, r.code, 'Transfer tidak ditemukan');
  return r;
}

const mutationId = async (mutation: string) =>
  (
    await t.database.query<{ id: number }>('SELECT id FROM bank_mutations WHERE mutation_id = $1', [mutation])
  )[0]!.id;

describe('manual claim', () => {
  it('takes the proof image, stores it, and waits for an administrator; bad proofs change nothing', async () => {
    const m = await member(t);
    const r = await requestBankTopup(m, 50_000);
    // Zeros, a GIF declared as PNG, a reference instead of the image.
    for (const proof of [
      'data:image/png;base64,AAAA',
      'data:image/png;base64,R0lGODlhAQABAAAAACw=',
      'media/12',
    ]) {
      const bad = await m.b.post(`/api/v1/deposit/topup/${r.code}/claim`, { proof_image: proof });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['proof_image']);
      // A data URL is checked by its bytes (the service); anything else by the schema.
      expect(bad.body.errors.proof_image).toMatchObject([
        proof.startsWith('data:')
          ? {
              code: 'proof_image_invalid',
              message: 'Bukti transfer harus berupa gambar JPG atau PNG, maksimal 2 MB.',
            }
          : { code: 'rule:image' },
      ]);
    }
    const stranger = await member(t);
    expect(
      (await stranger.b.post(`/api/v1/deposit/topup/${r.code}/claim`, { proof_image: PNG_DATA_URL })).status,
    ).toBe(404);
    expect((await m.b.get(`/api/v1/deposit/topup/${r.code}`)).body.data).toMatchObject({
      status: 'pending',
      claim: null,
    });

    const res = await m.b.post(`/api/v1/deposit/topup/${r.code}/claim`, {
      proof_image: PNG_DATA_URL,
      note: 'dari BCA a.n. Budi',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'claimed',
      claim: { status: 'pending', note: 'dari BCA a.n. Budi', reason: null, reviewed_at: null },
    });
    const stored = join(t.deps.config.dataDir, 'uploads', res.body.data.claim.proof_image);
    expect(existsSync(stored)).toBe(true);
    expect(readFileSync(stored).subarray(1, 4).toString()).toBe('PNG');
    // Claimed once is enough.
    expect(
      (await m.b.post(`/api/v1/deposit/topup/${r.code}/claim`, { proof_image: PNG_DATA_URL })).status,
    ).toBe(409);
  });

  it('an administrator approves a claim against the unmatched transfer: credited once, with the same key', async () => {
    const m = await member(t);
    const user = (await findUserById(t.database.db, m.id))!;
    // The request expired, then the transfer came late: it waits unmatched.
    const r = await createTopup(
      t.deps,
      user,
      { nominal: 35_000, method: 'bank_transfer:bca' },
      {
        now: new Date(Date.now() - 25 * 3_600_000),
      },
    );
    await t.database.query(`UPDATE deposit_topups SET status = 'expired' WHERE code = $1`, [r.code]);
    const late = mootaMutation({ amount: r.total });
    await deliver(t, JSON.stringify([late]));
    expect((await m.balances()).deposit).toBe(0);
    expect(
      (await m.b.post(`/api/v1/deposit/topup/${r.code}/claim`, { proof_image: PNG_DATA_URL })).status,
    ).toBe(200);

    const listing = await describeClaims(t.deps);
    expect(listing).toContain(r.code);
    expect(listing).toContain(`candidate #${await mutationId(late.mutation_id)} (${late.mutation_id})`);
    expect((await t.deps.approvals.get('deposit')!.list(t.deps)).map((c) => c.id)).toContain(r.code);

    const approved = await approveTopup(t.deps, r.code, { mutation: late.mutation_id, by: 'cli:ops' });
    expect(approved).toMatchObject({ status: 'success', creditedAmount: r.total, reviewedBy: 'cli:ops' });
    await expect(approveTopup(t.deps, r.code, { mutation: late.mutation_id })).rejects.toThrow(
      /is success: nothing to approve/,
    );
    await expect(approveTopup(t.deps, r.code)).rejects.toThrow(/nothing to approve/);
    expect((await m.balances()).deposit).toBe(r.total);
    expect(await count(t, 'ledger_transfers', 'key = $1', [`deposit:${r.code}`])).toBe(1);
    expect(
      await count(t, 'bank_mutations', "mutation_id = $1 AND status = 'matched'", [late.mutation_id]),
    ).toBe(1);
    expect((await m.b.get(`/api/v1/deposit/topup/${r.code}`)).body.data.claim).toMatchObject({
      status: 'approved',
    });
  });

  it('an administrator rejects a claim with a reason the user sees', async () => {
    const m = await member(t);
    const r = await requestBankTopup(m, 45_000);
    await m.b.post(`/api/v1/deposit/topup/${r.code}/claim`, { proof_image: PNG_DATA_URL });
    await expect(rejectClaim(t.deps, r.code, '  ')).rejects.toThrow(/reason/);
    await t.deps.approvals.get('deposit')!.reject(t.deps, r.code, 'Transfer tidak ditemukan di mutasi BCA');
    const { data } = (await m.b.get(`/api/v1/deposit/topup/${r.code}`)).body;
    expect(data).toMatchObject({
      status: 'failed',
      claim: { status: 'rejected', reason: 'Transfer tidak ditemukan di mutasi BCA' },
    });
    await expect(rejectClaim(t.deps, r.code, 'again')).rejects.toThrow(/not a claim/);
    expect(await count(t, 'notifications', "user_id = $1 AND status = 2 AND type = 'deposit'", [m.id])).toBe(
      1,
    );
    expect((await m.balances()).deposit).toBe(0);
  });

  it('a transfer that arrives inside the pay window still credits a request claimed too early', async () => {
    const m = await member(t);
    const r = await requestBankTopup(m, 55_000, 'bri');
    await m.b.post(`/api/v1/deposit/topup/${r.code}/claim`, { proof_image: PNG_DATA_URL });
    await deliver(t, JSON.stringify([mootaMutation({ amount: r.total, bank: 'bri' })]));
    expect((await m.b.get(`/api/v1/deposit/topup/${r.code}`)).body.data).toMatchObject({
      status: 'success',
      claim: { status: 'approved' },
    });
    expect((await m.balances()).deposit).toBe(r.total);
  });

  it('a transfer the administrator records by hand matches like a webhook’s', async () => {
    const m = await member(t);
    const r = await requestBankTopup(m, 65_000, 'mandiri');
    expect(await addManualMutation(t.deps, 'mandiri', r.total)).toMatch(
      new RegExp(`credited \\(${r.code}\\)`),
    );
    expect((await m.balances()).deposit).toBe(r.total);
    expect(await addManualMutation(t.deps, 'mandiri', r.total)).toMatch(/unmatched/);
  });
});

describe('claim limits (per account)', () => {
  it('a claim waiting for review counts as an open request: no sixth request, no reopening', async () => {
    const m = await member(t);
    const user = (await findUserById(t.database.db, m.id))!;
    // An expired request (left before the others were made) that a claim would reopen.
    const old = await createTopup(t.deps, user, { nominal: 15_000, method: 'bank_transfer:bca' });
    await t.database.query(`UPDATE deposit_topups SET status = 'expired' WHERE code = $1`, [old.code]);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await requestBankTopup(m, 20_000 + i * 1000)).code);
    // Claiming all five used to free five places for new requests.
    for (const code of codes) expect((await claim(m, code)).status).toBe(200);
    const sixth = await m.b.post('/api/v1/deposit/topup', { nominal: 30_000, method: 'bank_transfer:bca' });
    expect(sixth.status).toBe(409);
    expect(sixth.body.code).toBe('too_many_open_topups');
    expect(await count(t, 'deposit_topups', 'user_id = $1', [m.id])).toBe(6);

    const reopen = await claim(m, old.code);
    expect(reopen.status).toBe(409);
    expect(reopen.body.code).toBe('too_many_open_topups');
    expect(proofFiles([old.code])).toEqual([]);
    expect((await m.b.get(`/api/v1/deposit/topup/${old.code}`)).body.data).toMatchObject({
      status: 'expired',
      claim: null,
    });

    // A decided claim frees its place.
    await rejectClaim(t.deps, codes[0]!, 'Transfer tidak ditemukan');
    expect((await claim(m, old.code)).status).toBe(200);
    await rejectClaim(t.deps, codes[1]!, 'Transfer tidak ditemukan');
    expect(
      (await m.b.post('/api/v1/deposit/topup', { nominal: 30_000, method: 'bank_transfer:bca' })).status,
    ).toBe(201);
  });

  it('parallel requests of one member cannot pass the open-request limit together', async () => {
    const m = await member(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        m.b.post('/api/v1/deposit/topup', { nominal: 40_000 + i * 1000, method: 'bank_transfer:bri' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    expect(await count(t, 'deposit_topups', 'user_id = $1', [m.id])).toBe(5);
  });

  it(`takes ${CLAIM_PROOFS_PER_DAY} proofs per account and Jakarta day; the next is refused and not stored`, async () => {
    const m = await member(t);
    for (let i = 0; i < CLAIM_PROOFS_PER_DAY; i++) await claimedAndRejected(m, 10_000 + i * 1000);
    const stored = proofFiles().length;
    const r = await requestBankTopup(m, 50_000);
    const refused = await claim(m, r.code);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'claim_proofs_daily_limit',
      params: { max: CLAIM_PROOFS_PER_DAY },
      message: `You have sent ${CLAIM_PROOFS_PER_DAY} transfer proofs today, the daily maximum. Please try again tomorrow.`,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(proofFiles().length).toBe(stored);
    expect(proofFiles([r.code])).toEqual([]);
    expect((await m.b.get(`/api/v1/deposit/topup/${r.code}`)).body.data).toMatchObject({
      status: 'pending',
      claim: null,
    });
    // Other members are not affected; the next Jakarta day the member may claim again.
    const other = await member(t);
    expect((await claim(other, (await requestBankTopup(other, 50_000)).code)).status).toBe(200);
    const user = (await findUserById(t.database.db, m.id))!;
    const tomorrow = new Date(`${jakartaDay(new Date(Date.now() + 86_400_000))}T00:00:01+07:00`);
    const next = await claimTopup(t.deps, user, r.code, { proof_image: PNG_DATA_URL }, { now: tomorrow });
    expect(next.status).toBe('claimed');
    expect(proofFiles([r.code])).toHaveLength(1);
  });

  it('parallel claims cannot pass the daily bound together: exactly the remaining ones are stored', async () => {
    const m = await member(t);
    for (let i = 0; i < CLAIM_PROOFS_PER_DAY - 1; i++) await claimedAndRejected(m, 10_000 + i * 1000);
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) codes.push((await requestBankTopup(m, 60_000 + i * 1000)).code);
    const answers = await Promise.all(codes.map((code) => claim(m, code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    expect(proofFiles(codes)).toHaveLength(1);
    expect(await count(t, 'deposit_topups', "user_id = $1 AND status = 'claimed'", [m.id])).toBe(1);
  });
});
