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

  it('never locks out an address without failures, even while an account is attacked from many addresses', () => {
    const throttle = new SignInThrottle();
    const addresses = Array.from({ length: DEFAULT_LOCKOUT_POLICY.accountUnderAttack }, (_, i) => `192.0.2.${i}`);
    for (const ip of addresses) throttle.attempting({ ip, account: 'owner' }, start);
    // Each has failed once only, far below the per-address allowance, but the account is under attack.
    expect(throttle.retryAfterMs({ ip: addresses[0]!, account: 'owner' }, start)).toBe(1_000);
    expect(throttle.retryAfterMs({ ip: '198.51.100.7', account: 'owner' }, start)).toBe(0);
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
