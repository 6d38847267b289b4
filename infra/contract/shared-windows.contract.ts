import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SharedWindows } from '../ports/shared-windows.js';

export interface SharedWindowsUnderTest {
  windows: SharedWindows;
  /** Another instance on the same store, as a second API replica would open it; `cleanup` closes it. */
  replica(): Promise<SharedWindows>;
  cleanup(): Promise<void>;
}

const MINUTE = 60_000;
/** Any instant: the port takes the caller's clock, so the suite does not wait for windows to end. */
const T0 = Date.parse('2026-11-24T12:00:00.000Z');

/**
 * The SharedWindows port's contract. Each test uses its own random keys, so the suite also runs against a
 * shared production server.
 */
export function sharedWindowsContract(name: string, factory: () => Promise<SharedWindowsUnderTest>): void {
  describe(name, () => {
    let subject: SharedWindowsUnderTest;
    let windows: SharedWindows;
    let key: (label: string) => string;
    beforeEach(async () => {
      subject = await factory();
      windows = subject.windows;
      const base = `contract-${randomUUID()}`;
      key = (label) => `${base}:${label}`;
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    it('opens a window at the first hit and counts the hits inside it, keeping its end', async () => {
      expect(await windows.hit(key('a'), MINUTE, T0)).toEqual({ count: 1, resetAt: T0 + MINUTE });
      expect(await windows.hit(key('a'), MINUTE, T0 + 1_000)).toEqual({ count: 2, resetAt: T0 + MINUTE });
      expect(await windows.hit(key('a'), MINUTE, T0 + MINUTE - 1)).toEqual({ count: 3, resetAt: T0 + MINUTE });
    });

    it('opens a new window at or after the end of the last one, from the hit that opens it', async () => {
      await windows.hit(key('a'), MINUTE, T0);
      await windows.hit(key('a'), MINUTE, T0 + 10);
      expect(await windows.hit(key('a'), MINUTE, T0 + MINUTE)).toEqual({ count: 1, resetAt: T0 + 2 * MINUTE });
      const late = T0 + 10 * MINUTE + 7;
      expect(await windows.hit(key('a'), 30 * MINUTE, late)).toEqual({ count: 1, resetAt: late + 30 * MINUTE });
    });

    it('keeps each key apart', async () => {
      await windows.hit(key('a'), MINUTE, T0);
      await windows.hit(key('a'), MINUTE, T0);
      expect(await windows.hit(key('b'), MINUTE, T0 + 5)).toEqual({ count: 1, resetAt: T0 + 5 + MINUTE });
      expect((await windows.hit(key('a'), MINUTE, T0 + 5)).count).toBe(3);
    });

    it('counts hits sent at the same time exactly once each', async () => {
      const counts = await Promise.all(Array.from({ length: 40 }, () => windows.hit(key('busy'), MINUTE, T0)));
      expect(counts.map((result) => result.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, index) => index + 1),
      );
      expect(new Set(counts.map((result) => result.resetAt))).toEqual(new Set([T0 + MINUTE]));
    });

    it('lets two replicas on the same store see one window: one opener, every hit counted', async () => {
      const other = await subject.replica();
      const both = await Promise.all(
        Array.from({ length: 30 }, (_, index) => (index % 2 ? other : windows).hit(key('shared'), MINUTE, T0)),
      );
      expect(both.filter((result) => result.count === 1)).toHaveLength(1);
      expect(Math.max(...both.map((result) => result.count))).toBe(30);
      expect(await other.hit(key('shared'), MINUTE, T0 + 1)).toEqual({ count: 31, resetAt: T0 + MINUTE });
      expect(await windows.hit(key('shared'), MINUTE, T0 + MINUTE)).toEqual({ count: 1, resetAt: T0 + 2 * MINUTE });
      expect((await other.hit(key('shared'), MINUTE, T0 + MINUTE + 1)).count).toBe(2);
    });
  });
}
