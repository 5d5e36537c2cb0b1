import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';
import { sendEsimMail, sendMissingEsimMails } from './esim-mail.js';
import { findByRef } from './purchase.repository.js';

let w: Awaited<ReturnType<typeof purchaseWorld>>;
beforeAll(async () => {
  w = await purchaseWorld();
});
afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

type Mail = {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  html: string;
  attachments: { cid: string; content_type: string; content_base64: string }[];
  dedupe_key: string;
};
const mailsTo = (to: string) =>
  w.t.database.query<Mail>(
    'SELECT id, recipient, subject, body, html, attachments, dedupe_key FROM outbound_messages WHERE recipient = $1',
    [to],
  );

describe('eSIM activation e-mail', () => {
  it('a settled eSIM purchase writes exactly one e-mail with the code, its parts and the QR code', async () => {
    const m = await buyer(w.t, 200_000);
    await w.t.database.query('UPDATE users SET locale = $1 WHERE id = $2', ['en', m.id]);
    const to = `esim.${m.id}@example.com`;
    const res = await m.b.post('/api/v1/prabayar/transaction', {
      product_code: 'esimtsel5',
      destination: to,
      payment_method: 'deposit',
      pin: '112233',
    });
    expect(res.status).toBe(201);
    const done = await settled(m.b, res.body.data.ref_id);
    expect(done.status).toBe('success');
    const sn = done.serial_number!;
    const [, smdp, code] = sn.match(/^LPA:1\$([^$]+)\$(.+)$/)!;

    await expect.poll(async () => (await mailsTo(to)).length, { timeout: 5000 }).toBe(1);
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toBe('Your eSIM activation code: eSIM Telkomsel 5GB 30 Hari'); // the buyer's language
    expect(mail!.body).toContain(sn);
    expect(mail!.body).toContain(`SM-DP+ address: ${smdp}`);
    expect(mail!.body).toContain(`Activation code: ${code}`);
    expect(mail!.html).toContain('cid:esim-qr');
    expect(mail!.dedupe_key).toBe(`esim:${done.ref_id}`);
    const [qr] = mail!.attachments;
    expect(qr).toMatchObject({ cid: 'esim-qr', content_type: 'image/png' });
    expect(Buffer.from(qr!.content_base64, 'base64').subarray(1, 4).toString()).toBe('PNG');

    // Again (a repeated settlement answer, the sweep): still one.
    const trx = (await findByRef(w.t.database.db, done.ref_id))!;
    expect(await sendEsimMail(w.t.deps, trx)).toBe(false);
    expect(await sendMissingEsimMails(w.t.deps)).toBe(0);
    expect(await mailsTo(to)).toHaveLength(1);

    // A crash between the settlement and the enqueue (no e-mail written): the sweep writes it, once.
    await w.t.database.query('DELETE FROM outbound_messages WHERE id = $1', [mail!.id]);
    expect(await sendMissingEsimMails(w.t.deps)).toBe(1);
    expect(await sendMissingEsimMails(w.t.deps)).toBe(0);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('sends nothing for other products', async () => {
    const m = await buyer(w.t, 100_000);
    const res = await m.b.post('/api/v1/prabayar/transaction', {
      product_code: 'gp20',
      destination: '081299990000',
      payment_method: 'deposit',
      pin: '112233',
    });
    await settled(m.b, res.body.data.ref_id);
    const trx = (await findByRef(w.t.database.db, res.body.data.ref_id))!;
    expect(await sendEsimMail(w.t.deps, trx)).toBe(false);
  });
});
