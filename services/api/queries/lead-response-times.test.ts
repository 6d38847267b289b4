import { describe, expect, it } from 'vitest';
import { median, responseTimes, type RespondedLead } from './lead-response-times.js';

const lead = (agentId: string | null, createdAt: string, firstContactAt: string | null): RespondedLead => ({
  agentId,
  createdAt,
  firstContactAt,
});

describe('median', () => {
  it('is the middle value, the mean of the two middle ones for an even count, and null for none', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([30, 5, 600])).toBe(30);
    expect(median([10, 40, 20, 1_000])).toBe(30);
  });
});

describe('responseTimes', () => {
  const since = '2026-11-01T00:00:00.000Z';

  it('counts, per asesor, the leads since the start, those answered and the median minutes to the first answer', () => {
    const rows = responseTimes(
      [
        lead('ana', '2026-11-02T10:00:00.000Z', '2026-11-02T10:30:00.000Z'),
        lead('ana', '2026-11-03T10:00:00.000Z', '2026-11-03T12:15:00.000Z'),
        lead('ana', '2026-11-04T10:00:00.000Z', '2026-11-07T10:00:00.000Z'),
        lead('ana', '2026-11-05T10:00:00.000Z', null),
        lead(null, '2026-11-05T11:00:00.000Z', null),
        lead('luis', '2026-11-06T09:00:00.000Z', '2026-11-06T09:10:00.000Z'),
        lead('luis', '2026-11-06T09:00:00.000Z', '2026-11-06T09:25:00.000Z'),
        // Before the period: left out, answered or not.
        lead('luis', '2026-10-31T23:59:59.000Z', '2026-11-05T00:00:00.000Z'),
        lead('pedro', '2026-10-20T10:00:00.000Z', null),
      ],
      since,
    );
    expect(rows).toEqual([
      { agentId: 'ana', leads: 4, contacted: 3, medianMinutes: 135 },
      { agentId: 'luis', leads: 2, contacted: 2, medianMinutes: 18 },
      { agentId: null, leads: 1, contacted: 0, medianMinutes: null },
    ]);
  });

  it('says nothing for nobody, and rounds to whole minutes', () => {
    expect(responseTimes([], since)).toEqual([]);
    expect(
      responseTimes([lead('ana', '2026-11-02T10:00:00.000Z', '2026-11-02T10:00:40.000Z')], since)[0]?.medianMinutes,
    ).toBe(1);
  });
});
