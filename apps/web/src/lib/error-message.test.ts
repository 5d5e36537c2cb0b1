import { errorText } from '@konter/core/messages/index';
import { beforeAll, describe, expect, test } from 'vitest';
import { setupI18n } from '../test/render';
import { ApiError } from './api-error';
import { codeMessage, errorMessage } from './error-message';
import { fieldErrorMessage } from './field-error';
import { i18n } from './i18n';

beforeAll(() => setupI18n('id'));
const t = () => i18n.t.bind(i18n);

describe('error texts by code (the message catalogue)', () => {
  test('a catalogue key is its text in the current language, params filled in', () => {
    expect(errorMessage(t(), new ApiError({ status: 409, code: 'conflict', message: 'x' }))).toBe(
      errorText('conflict', 'id'),
    );
    i18n.addResource('id', 'errors', 'test_with_param', 'Coba lagi dalam {{seconds}} detik.');
    expect(codeMessage(t(), 'test_with_param', { seconds: 30 })).toBe('Coba lagi dalam 30 detik.');
  });

  test('an unknown code, a malformed one and a non-API error get the generic text', () => {
    const generic = errorText('internal', 'id');
    expect(codeMessage(t(), 'from_a_newer_server')).toBe(generic);
    expect(codeMessage(t(), 'common:loading')).toBe(generic);
    expect(errorMessage(t(), new Error('boom'))).toBe(generic);
  });

  test('a field error: rules through core validation with the field label, keys through the catalogue', () => {
    expect(
      fieldErrorMessage(t(), 'password', { code: 'rule:min', params: { length: 8 }, message: 'x' }),
    ).toBe('Kata sandi minimal 8 karakter');
    expect(fieldErrorMessage(t(), 'login', { code: 'conflict', message: 'x' })).toBe(
      errorText('conflict', 'id'),
    );
    // A rule this build does not know keeps the server's text (already in the request's language).
    expect(fieldErrorMessage(t(), 'x', { code: 'rule:from_a_newer_server', message: 'Teks server' })).toBe(
      'Teks server',
    );
  });
});
