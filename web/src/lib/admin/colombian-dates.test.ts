import { describe, expect, it } from 'vitest';
import {
  colombianIso,
  formatColombianDateTime,
  formatDateTimeOrNever,
  fromColombianWallTime,
  toColombianWallTime,
} from './colombian-dates';

describe('dates in the panel', () => {
  it('read dd/MM/yyyy HH:mm on a Colombian clock (UTC−5), or Nunca', () => {
    expect(formatColombianDateTime('2026-03-01T03:30:00Z')).toBe('28/02/2026 22:30');
    expect(formatColombianDateTime('2026-12-09T17:05:00.000Z')).toBe('09/12/2026 12:05');
    expect(formatDateTimeOrNever('2026-03-02T04:30:00.000Z')).toBe('01/03/2026 23:30');
    expect(formatDateTimeOrNever(null)).toBe('Nunca');
  });

  it('take a time picked on Colombia’s clock to an instant and back, whatever the device’s zone', () => {
    expect(fromColombianWallTime('2026-12-01 08:00:00')).toBe('2026-12-01T08:00:00-05:00');
    expect(colombianIso('2026-12-01T13:00:00.000Z')).toBe('2026-12-01T08:00:00-05:00');
    expect(colombianIso('2026-12-01T03:30:00.000Z')).toBe('2026-11-30T22:30:00-05:00');
    expect(toColombianWallTime('2026-12-01T13:00:00.000Z')).toBe('2026-12-01 08:00:00');
    expect(Date.parse(fromColombianWallTime(toColombianWallTime('2026-12-01T13:00:00.000Z')))).toBe(
      Date.parse('2026-12-01T13:00:00.000Z'),
    );
  });
});
