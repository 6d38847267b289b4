import { describe, expect, it } from 'vitest';
import { formatDateTimeOrNever } from '../../../lib/admin/colombian-dates';
import { colombianToday, expiryInstant } from './token-dates';

describe('the dates of the Tokens API tab', () => {
  it('takes today from the Colombian calendar, not from UTC', () => {
    // 02:00 UTC on 1 May is still 30 April in Bogotá.
    expect(colombianToday(new Date('2026-05-01T02:00:00Z'))).toBe('2026-04-30');
    expect(colombianToday(new Date('2026-05-01T05:00:00Z'))).toBe('2026-05-01');
  });

  it('makes a token chosen to expire on a day work until that day ends in Colombia', () => {
    const instant = expiryInstant('2026-04-30');
    expect(new Date(instant).toISOString()).toBe('2026-05-01T04:59:59.999Z');
    expect(formatDateTimeOrNever(instant)).toBe('30/04/2026 23:59');
  });
});
