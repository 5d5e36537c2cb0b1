import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../test/render';
import { formatDate, formatDateTime } from './date';

describe('dates are printed in WIB whatever the zone of the machine', () => {
  beforeAll(() => setupI18n('id'));
  it('an instant late in the UTC day is the next day in Jakarta', () => {
    // 20:30 UTC on the 25th is 03:30 WIB on the 26th: the server (UTC) and a phone in Jakarta
    // must print the same date, or hydrating a server-rendered page fails.
    expect(formatDate('2026-11-25T20:30:00Z')).toBe('26 November 2026');
    expect(formatDateTime('2026-11-25T20:30:00Z')).toMatch(/^26 Nov 2026.*03\.30$/);
  });
});
