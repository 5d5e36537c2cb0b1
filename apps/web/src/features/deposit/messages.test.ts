import { DEPOSIT_MESSAGES } from '@konter/core/deposit';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { i18n } from '../../lib/i18n';
import { setupI18n } from '../../test/render';
import { depositErrorText, depositMessage } from './messages';

describe('wallet server texts', () => {
  test('every text of core DEPOSIT_MESSAGES has its translation in deposit:message', async () => {
    await setupI18n('id');
    for (const key of Object.keys(DEPOSIT_MESSAGES))
      expect(i18n.exists(`deposit:message.${key}`), key).toBe(true);
  });

  test('known texts are translated, others fall back to the app-wide texts', async () => {
    await setupI18n('id');
    const t = i18n.t.bind(i18n);
    expect(depositMessage(t, DEPOSIT_MESSAGES.transferNoPermission)).toBe(
      'Anda belum memiliki izin untuk transfer deposit. Hubungi admin untuk mengaktifkannya.',
    );
    expect(depositMessage(t, 'Wrong Password')).toBe('Kata sandi salah.');
    expect(depositMessage(t, 'something new')).toBe('something new');
    const conflict = new ApiError({
      status: 409,
      code: 'conflict',
      message: DEPOSIT_MESSAGES.tooManyOpenTopups,
    });
    expect(depositErrorText(t, conflict)).toMatch(/^Masih ada terlalu banyak permintaan/);
  });
});
