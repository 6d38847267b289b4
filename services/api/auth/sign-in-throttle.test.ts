import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCKOUT_POLICY, SignInThrottle, type SignInAttempt } from './sign-in-throttle.js';

const attacker: SignInAttempt = { ip: '203.0.113.66', account: 'owner' };
const start = Date.parse('2026-11-22T12:00:00.000Z');

/** Fails `times` times, each as soon as the lockout allows; returns the time of the last failure. */
function fail(throttle: SignInThrottle, attempt: SignInAttempt, times: number, from = start): number {
  let now = from;
  for (let i = 0; i < times; i++) {
    now += throttle.retryAfterMs(attempt, now);
    throttle.attempting(attempt, now);
  }
  return now;
}

describe('SignInThrottle', () => {
  it('lets an address fail a few times, then doubles its wait at every failure, up to 15 minutes', () => {
    const throttle = new SignInThrottle();
    const waits: number[] = [];
    let now = fail(throttle, attacker, DEFAULT_LOCKOUT_POLICY.freeFailuresPerPair);
    expect(throttle.retryAfterMs(attacker, now)).toBe(0);
    for (let i = 0; i < 4; i++) {
      throttle.attempting(attacker, now);
      waits.push(throttle.retryAfterMs(attacker, now));
      now += waits.at(-1)!;
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000]);
    now = fail(throttle, attacker, 30, now);
    expect(throttle.retryAfterMs(attacker, now)).toBe(15 * 60_000);
  });

  it('locks an account attacked from many addresses, one failure each, with the same doubling wait', () => {
    const throttle = new SignInThrottle();
    const free = DEFAULT_LOCKOUT_POLICY.accountUnderAttack;
    let now = start;
    let guesses = 0;
    // 50 addresses, each trying once whenever the account lets a new address in, for a minute.
    for (let round = 0; now < start + 60_000; round++) {
      const attempt = { ip: `192.0.2.${round % 50}`, account: 'owner' };
      const wait = throttle.retryAfterMs(attempt, now);
      if (wait > 0) {
        now += wait;
        continue;
      }
      throttle.attempting(attempt, now);
      guesses += 1;
    }
    // 10 free failures, then 1, 2, 4, 8, 16, 32 s: not the 300 guesses a minute that per-address waits allowed.
    expect(guesses).toBeLessThanOrEqual(free + 6);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const fresh = { ip: `198.51.100.${i}`, account: 'owner' };
      now += throttle.retryAfterMs(fresh, now);
      throttle.attempting(fresh, now);
      waits.push(throttle.retryAfterMs({ ip: '203.0.113.1', account: 'owner' }, now));
    }
    expect(waits.slice(0, 4)).toEqual(waits.slice(0, 4).map((_, i) => waits[0]! * 2 ** i));
    expect(waits.at(-1)).toBe(DEFAULT_LOCKOUT_POLICY.maxLockoutMs);
    // Another account, and the same addresses against it, are not locked.
    expect(throttle.retryAfterMs({ ip: '203.0.113.1', account: 'someone-else' }, now)).toBe(0);
  });

  it('keeps letting in an address that signed in to the account before, while the account is locked', () => {
    const throttle = new SignInThrottle();
    const home: SignInAttempt = { ip: '198.51.100.7', account: 'owner' };
    throttle.attempting(home, start);
    throttle.succeeded(home, start);
    const last = fail(throttle, { ip: '203.0.113.66', account: 'owner' }, 1, start + 1);
    for (let i = 0; i < DEFAULT_LOCKOUT_POLICY.accountUnderAttack + 3; i++)
      throttle.attempting({ ip: `192.0.2.${i}`, account: 'owner' }, last);
    expect(throttle.retryAfterMs({ ip: '198.51.100.99', account: 'owner' }, last)).toBeGreaterThan(0);
    expect(throttle.retryAfterMs(home, last)).toBe(0);
    // Known for 30 days, not for ever.
    const monthLater = start + DEFAULT_LOCKOUT_POLICY.knownAddressMs + 1;
    for (let i = 0; i < DEFAULT_LOCKOUT_POLICY.accountUnderAttack + 3; i++)
      throttle.attempting({ ip: `192.0.2.${i}`, account: 'owner' }, monthLater);
    expect(throttle.retryAfterMs(home, monthLater)).toBeGreaterThan(0);
  });

  it('slows an address that failed against an account under attack even before its own allowance is spent', () => {
    const throttle = new SignInThrottle();
    const home: SignInAttempt = { ip: '192.0.2.0', account: 'owner' };
    throttle.attempting(home, start);
    throttle.succeeded(home, start);
    const addresses = Array.from({ length: DEFAULT_LOCKOUT_POLICY.accountUnderAttack }, (_, i) => `192.0.2.${i}`);
    for (const ip of addresses) throttle.attempting({ ip, account: 'owner' }, start);
    // Known to the account, yet it failed against it once while it is under attack.
    expect(throttle.retryAfterMs(home, start)).toBe(1_000);
    expect(throttle.retryAfterMs({ ip: addresses[0]!, account: 'someone-else' }, start)).toBe(0);
  });

  it('locks out an address that fails against many accounts', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i <= DEFAULT_LOCKOUT_POLICY.freeFailuresPerAddress; i++)
      throttle.attempting({ ip: attacker.ip, account: `cuenta-${i}` }, start);
    expect(throttle.retryAfterMs({ ip: attacker.ip, account: 'otra' }, start)).toBe(1_000);
  });

  it('takes back a successful attempt: the owner starts over and the address is not locked out by it', () => {
    const throttle = new SignInThrottle();
    const owner: SignInAttempt = { ip: '198.51.100.7', account: 'owner' };
    const lastFailure = fail(
      throttle,
      { ...owner, account: 'otra' },
      DEFAULT_LOCKOUT_POLICY.freeFailuresPerAddress + 1,
    );
    const later = lastFailure + 60_000;
    expect(throttle.retryAfterMs(owner, later)).toBe(0);
    throttle.attempting(owner, later);
    throttle.succeeded(owner, later);
    expect(throttle.retryAfterMs(owner, later)).toBe(0);

    const mistakes = fail(
      throttle,
      { ip: '198.51.100.8', account: 'owner' },
      DEFAULT_LOCKOUT_POLICY.freeFailuresPerPair,
    );
    throttle.attempting({ ip: '198.51.100.8', account: 'owner' }, mistakes);
    throttle.succeeded({ ip: '198.51.100.8', account: 'owner' }, mistakes);
    throttle.attempting({ ip: '198.51.100.8', account: 'owner' }, mistakes);
    expect(throttle.retryAfterMs({ ip: '198.51.100.8', account: 'owner' }, mistakes)).toBe(0);
  });

  it('forgets failures an hour after the last one', () => {
    const throttle = new SignInThrottle();
    const last = fail(throttle, attacker, 12);
    expect(throttle.retryAfterMs(attacker, last)).toBeGreaterThan(0);
    expect(throttle.retryAfterMs(attacker, last + DEFAULT_LOCKOUT_POLICY.forgetAfterMs + 1)).toBe(0);
  });

  it('keeps a bounded number of keys, dropping the longest-quiet one', () => {
    const throttle = new SignInThrottle({
      ...DEFAULT_LOCKOUT_POLICY,
      freeFailuresPerPair: 0,
      freeFailuresPerAddress: 0,
      maxKeys: 2,
    });
    throttle.attempting({ ip: 'a', account: 'x' }, start);
    throttle.attempting({ ip: 'b', account: 'x' }, start + 1);
    throttle.attempting({ ip: 'c', account: 'x' }, start + 2);
    expect(throttle.retryAfterMs({ ip: 'a', account: 'x' }, start + 2)).toBe(0);
    expect(throttle.retryAfterMs({ ip: 'c', account: 'x' }, start + 2)).toBe(1_000);
  });
});
