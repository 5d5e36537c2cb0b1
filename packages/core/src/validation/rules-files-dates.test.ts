import { describe, expect, it } from 'vitest';
import { type RuleName, runRule } from './rules.js';
import { parseIsoDate } from './rules-dates.js';

type Case = readonly [RuleName, unknown, readonly unknown[] | Record<string, unknown> | undefined, boolean];

const png = { name: 'banner.PNG', type: 'image/png', size: 8 * 1024 * 1024, width: 1200, height: 800 };
const pdf = { name: 'ktp.pdf', type: 'application/pdf', size: 1000 };

const fileCases: Case[] = [
  ['image', png, undefined, true],
  ['image', { name: 'x.webp' }, undefined, true],
  ['image', { type: 'image/svg+xml' }, undefined, true],
  ['image', { type: 'image/jpg' }, undefined, true],
  ['image', 'photo.jpeg', undefined, true],
  ['image', pdf, undefined, false],
  ['image', { name: 'x.tiff', type: 'image/tiff' }, undefined, false],
  ['image', [png, pdf], undefined, false],
  ['image', 42, undefined, false],
  ['ext', png, ['jpg', 'png', 'jpeg'], true],
  ['ext', png, { extensions: ['.png'] }, true],
  ['ext', pdf, ['jpg', 'png', 'jpeg'], false],
  ['ext', { name: 'noextension' }, ['png'], false],
  ['mimes', png, ['image/jpeg', 'image/png'], true],
  ['mimes', png, ['image/*'], true],
  ['mimes', pdf, ['image/*'], false],
  ['mimes', { name: 'a.png' }, ['image/png'], false],
  ['size', png, [8192], true],
  ['size', png, [8191], false],
  ['size', { name: 'a' }, [10], false],
  ['dimensions', png, [1200, 800], true],
  ['dimensions', { width: 30, height: 20 }, { width: '30', height: '20' }, true],
  ['dimensions', png, [800, 1200], false],
  ['dimensions', { name: 'x.webp', width: 1200, height: 800 }, [1200, 800], false],
  ['dimensions', { name: 'x.png' }, [1200, 800], false],
];

const form = { start: '2024-03-10', end: '', bad: 'soon' };
const dateCases: Case[] = [
  ['date', '2024-02-29', undefined, true],
  ['date', '2000-02-29', undefined, true],
  ['date', '0099-12-31', undefined, true],
  ['date', new Date('2024-01-01T00:00:00Z'), undefined, true],
  ['date', '2023-02-29', undefined, false],
  ['date', '1900-02-29', undefined, false],
  ['date', '2024-13-01', undefined, false],
  ['date', '2024-04-31', undefined, false],
  ['date', '2024-1-01', undefined, false],
  ['date', '01/02/2024', undefined, false],
  ['date', new Date(Number.NaN), undefined, false],
  ['after', '2024-03-11', ['start'], true],
  ['after', '2024-03-10', ['start'], false],
  ['after', '2024-03-11', ['2024-03-10'], true],
  ['after', 'not a date', ['start'], false],
  ['after', '2024-03-11', ['end'], true],
  ['after', '2024-03-11', ['bad'], true],
  ['before', '2024-03-09', ['start'], true],
  ['before', '2024-03-10', ['start'], false],
  ['after_or_equal', '2024-03-10', ['start'], true],
  ['after_or_equal', '2024-03-09', ['start'], false],
  ['before_or_equal', '2024-03-10', ['start'], true],
  ['before_or_equal', '2024-03-11', { value: '2024-03-10' }, false],
];

describe('file rules', () => {
  it.each(fileCases)('%s(%j, %j) is %s', (rule, value, params, expected) => {
    expect(runRule(rule, value, params)).toBe(expected);
  });
});

describe('date rules', () => {
  it.each(dateCases)('%s(%j, %j) is %s', (rule, value, params, expected) => {
    expect(runRule(rule, value, params, { form })).toBe(expected);
  });

  it('parseIsoDate gives UTC midnight', () => {
    expect(parseIsoDate('2024-03-10')).toBe(Date.UTC(2024, 2, 10));
    expect(parseIsoDate('2024-02-30')).toBeNull();
  });
});
