import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Challenge, createChallenge, type Payload, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { ContactForm } from './contact-form';

afterEach(cleanup);

// The server's side of the captcha, as small as it gets: a secret counter of 4, one PBKDF2 round.
const secrets = { hmacSignatureSecret: 'test-challenge-key', hmacKeySignatureSecret: 'test-key-key' };
const challenge = () =>
  createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 4,
    deriveKey,
    expiresAt: new Date(Date.now() + 300_000),
    ...secrets,
  });

/** Checks a sent payload as the server does: the solution must be the right one. */
async function verified(captcha: string) {
  const { challenge, solution } = JSON.parse(atob(captcha)) as Payload;
  return (await verifySolution({ challenge, solution, deriveKey, ...secrets })).verified;
}

interface Sent {
  body: Record<string, string>;
  verified: boolean;
}

/**
 * The two endpoints: challenges (each GET released when `release` says so) and the form, answering
 * `answer(n)` for the n-th message after checking its captcha.
 */
function api(answer: (n: number, sent: Sent) => Response, release: () => Promise<void> = async () => {}) {
  const challenges: Challenge[] = [];
  const sent: Sent[] = [];
  server.use(
    http.get('*/api/v1/contact/get-captcha', async () => {
      await release();
      const c = await challenge();
      challenges.push(c);
      return HttpResponse.json({ data: { challenge: c, expires_in: 300 } });
    }),
    http.post('*/api/v1/contact', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      const entry = { body, verified: await verified(body.captcha ?? '') };
      sent.push(entry);
      return answer(sent.length, entry);
    }),
  );
  return { challenges, sent };
}

const status = () => screen.getByTestId('captcha-status').textContent;

const ok = () => HttpResponse.json({ data: { id: 1, sent: true } });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nama'), 'Siti Aminah');
  await user.type(screen.getByLabelText('Email'), 'siti@example.com');
  await user.type(screen.getByLabelText('Subjek'), 'Deposit belum masuk');
  await user.type(screen.getByLabelText('Pesan'), 'Saldo belum bertambah.');
}

describe('ContactForm', () => {
  test('solves the proof of work from the first focus, shows its progress, then sends the solution', async () => {
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { challenges, sent } = api(ok, () => gate);
    await renderWithApp(<ContactForm />);
    const user = userEvent.setup();
    // Nothing is fetched or solved before the form is used.
    expect(status()).toBe('Verifikasi otomatis, tanpa teka-teki.');
    expect(challenges).toHaveLength(0);

    await fill(user);
    expect(status()).toBe('Memverifikasi…');
    // Sent before the work is done: the button says so and the message waits for the solution.
    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    expect(await screen.findByRole('button', { name: 'Memverifikasi…' })).toHaveProperty('disabled', true);
    expect(sent).toHaveLength(0);
    open();

    expect(await screen.findByText('Pesan terkirim. Terima kasih!')).toBeTruthy();
    expect(challenges).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.verified).toBe(true);
    expect(sent[0]!.body).toMatchObject({
      name: 'Siti Aminah',
      email: 'siti@example.com',
      phone: '',
      subject: 'Deposit belum masuk',
      message: 'Saldo belum bertambah.',
    });
    const { challenge: sentChallenge, solution } = JSON.parse(atob(sent[0]!.body.captcha!)) as Payload;
    expect(sentChallenge).toEqual(challenges[0]);
    expect(solution.counter).toBe(4);
    // The form is empty again and its solution spent.
    expect(screen.getByLabelText<HTMLInputElement>('Nama').value).toBe('');
    expect(status()).toBe('Verifikasi otomatis, tanpa teka-teki.');
  });

  test('keeps the solution through a field error, replaces a refused one, and sends again', async () => {
    const refusal = (errors: Record<string, { code: string; message: string }[]>) =>
      HttpResponse.json({ message: 'invalid data', code: 'contact_invalid', errors }, { status: 422 });
    const { challenges, sent } = api((n) =>
      n === 1
        ? refusal({ email: [{ code: 'rule:email', message: 'Email harus berupa alamat email yang valid' }] })
        : n === 2
          ? refusal({ captcha: [{ code: 'contact_captcha_invalid', message: 'x' }] })
          : ok(),
    );
    await renderWithApp(<ContactForm />);
    const user = userEvent.setup();
    await fill(user);
    await waitFor(() => expect(status()).toBe('Terverifikasi'));

    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    expect(await screen.findByText('Email harus berupa alamat email yang valid')).toBeTruthy();
    expect(screen.getByText('Data tidak valid. Periksa isian yang ditandai.')).toBeTruthy();
    expect(status()).toBe('Terverifikasi');

    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    expect(
      await screen.findByText('Verifikasi otomatis gagal atau kedaluwarsa. Silakan kirim ulang.'),
    ).toBeTruthy();
    expect(sent[1]!.body.captcha).toBe(sent[0]!.body.captcha);
    // A new challenge is solved at once.
    await waitFor(() => expect(challenges).toHaveLength(2));
    await waitFor(() => expect(status()).toBe('Terverifikasi'));

    await user.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    expect(await screen.findByText('Pesan terkirim. Terima kasih!')).toBeTruthy();
    expect(sent).toHaveLength(3);
    expect(sent[2]!.verified).toBe(true);
    expect(sent[2]!.body.captcha).not.toBe(sent[1]!.body.captcha);
  });
});
