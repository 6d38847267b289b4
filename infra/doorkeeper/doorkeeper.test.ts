import { describe, expect, it } from 'vitest';
import { Doorkeeper } from './doorkeeper.js';

const page = (i: number) => `{"page":${i},"limit":12,"status":"sale","municipality":"bogota"}`;

describe('Doorkeeper', () => {
  it('says a key is new the first time and seen the second, within its window', () => {
    const doorkeeper = new Doorkeeper(1_000_000);
    expect(doorkeeper.offer(page(1), 20_000)).toBe(false);
    expect(doorkeeper.offer(page(2), 20_000)).toBe(false);
    expect(doorkeeper.offer(page(1), 20_000)).toBe(true);
    expect(doorkeeper.offer(page(2), 20_000)).toBe(true);
  });

  it('forgets every key once its window of bytes has been offered since', () => {
    const doorkeeper = new Doorkeeper(100_000);
    doorkeeper.offer(page(1), 20_000);
    for (let i = 2; i <= 5; i++) doorkeeper.offer(page(i), 20_000);
    // 100,000 bytes offered: the next offer starts a new window.
    expect(doorkeeper.offer(page(1), 20_000)).toBe(false);
    expect(doorkeeper.offer(page(1), 20_000)).toBe(true);
  });

  it('rarely takes a key never offered for one that was (false positives)', () => {
    const doorkeeper = new Doorkeeper(Number.POSITIVE_INFINITY);
    for (let i = 0; i < 10_000; i++) doorkeeper.offer(page(i), 1);
    let mistaken = 0;
    for (let i = 10_000; i < 20_000; i++) if (doorkeeper.offer(page(i), 1)) mistaken++;
    // Two bits of 262,144 per key, 10,000 to 20,000 keys set: about 1 to 2 %.
    expect(mistaken / 10_000).toBeLessThan(0.03);
  });
});
