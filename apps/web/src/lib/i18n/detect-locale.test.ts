import { pickLocale } from '@konter/core/validation/index';
import { afterEach, expect, test, vi } from 'vitest';
import { detectLocale } from './index';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

test.each([
  [['en-US', 'en'], 'en'],
  [['zh-CN'], 'zh'],
  [['in-ID'], 'id'],
  [['fr-FR', 'zh-TW'], 'zh'],
  [['fr-FR'], 'id'],
  [['id-ID', 'en'], 'id'],
])('browser languages %j give %s, as core pickLocale does', (languages, expected) => {
  vi.stubGlobal('navigator', { languages, language: languages[0] });
  expect(detectLocale()).toBe(expected);
  expect(pickLocale(languages)).toBe(expected);
});

test('a saved choice wins over the browser', () => {
  vi.stubGlobal('navigator', { languages: ['en-US'], language: 'en-US' });
  localStorage.setItem('konter.locale', 'zh');
  expect(detectLocale()).toBe('zh');
});
