/** Who tries to sign in: the client's address and the account (user id derived from the e-mail). */
export interface SignInAttempt {
  ip: string;
  account: string;
}

export interface LockoutPolicy {
  /** Failures one address may make against one account before each further one locks that pair out. */
  freeFailuresPerPair: number;
  /** Failures one address may make against all accounts together (several people may share one address). */
  freeFailuresPerAddress: number;
  /**
   * Failures against one account, from all addresses together, that mean it is under a spread-out attack:
   * beyond them the account itself is locked out, with the same doubling wait, for every address that has
   * not signed in to it before.
   */
  accountUnderAttack: number;
  /** How long an address that signed in to an account stays known to it, and so outside that account's lockout. */
  knownAddressMs: number;
  /** The first lockout; each further failure doubles it, up to `maxLockoutMs`. */
  firstLockoutMs: number;
  maxLockoutMs: number;
  /** A key's failures are forgotten this long after its last one (longer than any lockout). */
  forgetAfterMs: number;
  /** Keys kept per counter; beyond it the longest-quiet key is dropped, so memory stays bounded. */
  maxKeys: number;
}

export const DEFAULT_LOCKOUT_POLICY: LockoutPolicy = {
  freeFailuresPerPair: 5,
  freeFailuresPerAddress: 10,
  accountUnderAttack: 10,
  firstLockoutMs: 1_000,
  maxLockoutMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  knownAddressMs: 30 * 86_400_000,
  maxKeys: 50_000,
};

interface Failures {
  count: number;
  lastAt: number;
  /** When the failure before the last one happened, so that taking the last one back restores the lockout. */
  previousAt: number | null;
}

/** One count per key of recent failures (or sign-ins), forgetting quiet keys; Map order is the order of last event. */
class EventCounter {
  private readonly entries = new Map<string, Failures>();

  constructor(
    private readonly policy: LockoutPolicy,
    private readonly forgetAfterMs = policy.forgetAfterMs,
  ) {}

  get(key: string, now: number): Failures | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.lastAt > this.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  add(key: string, now: number): void {
    const previous = this.get(key, now);
    this.entries.delete(key);
    this.entries.set(key, { count: (previous?.count ?? 0) + 1, lastAt: now, previousAt: previous?.lastAt ?? null });
    if (this.entries.size > this.policy.maxKeys) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Takes back the failure added at `at`; a failure added since then stays the last one. */
  takeBack(key: string, at: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (entry.count <= 1) {
      this.entries.delete(key);
      return;
    }
    entry.count -= 1;
    if (entry.lastAt === at && entry.previousAt !== null) entry.lastAt = entry.previousAt;
  }

  clear(key: string): void {
    this.entries.delete(key);
  }
}

/**
 * Failed sign-ins lock out the address that made them, with a lockout that doubles at every further
 * failure: per address and account, per address, and per account. The last one is what stops an attack
 * spread over many addresses (50 addresses made 300 guesses a minute when only addresses that had failed
 * were slowed); it spares the addresses that signed in to the account before, so its owner usually still
 * gets in while it lasts, and it never lasts more than `maxLockoutMs` after the last failure. A locked-out
 * address is refused before its password is checked, so the lockout cannot confirm a guess.
 *
 * In memory, per process: with several API replicas each counts its own share, which multiplies the
 * allowance by the number of replicas but keeps its exponential growth.
 */
export class SignInThrottle {
  private readonly pairs: EventCounter;
  private readonly addresses: EventCounter;
  private readonly accounts: EventCounter;
  /** Address and account pairs that signed in: the account's lockout does not apply to them. */
  private readonly known: EventCounter;

  constructor(private readonly policy: LockoutPolicy = DEFAULT_LOCKOUT_POLICY) {
    this.pairs = new EventCounter(policy);
    this.addresses = new EventCounter(policy);
    this.accounts = new EventCounter(policy);
    this.known = new EventCounter(policy, policy.knownAddressMs);
  }

  /** How long this address must wait before its next attempt at this account; 0: it may try now. */
  retryAfterMs(attempt: SignInAttempt, now: number): number {
    const pair = this.pairs.get(pairKey(attempt), now);
    const account = this.accounts.get(attempt.account, now);
    const underAttack = (account?.count ?? 0) >= this.policy.accountUnderAttack;
    const known = this.known.get(pairKey(attempt), now) !== undefined;
    const lockedUntil = Math.max(
      this.lockedUntil(pair, this.policy.freeFailuresPerPair),
      this.lockedUntil(this.addresses.get(attempt.ip, now), this.policy.freeFailuresPerAddress),
      underAttack ? this.lockedUntil(pair, 0) : 0,
      known ? 0 : this.lockedUntil(account, this.policy.accountUnderAttack),
    );
    return Math.max(0, lockedUntil - now);
  }

  /**
   * Counted as a failure before the password is checked, so that guesses sent together cannot all pass
   * the lockout check before the first of them fails; `succeeded` takes it back.
   */
  attempting(attempt: SignInAttempt, now: number): void {
    this.pairs.add(pairKey(attempt), now);
    this.addresses.add(attempt.ip, now);
    this.accounts.add(attempt.account, now);
  }

  /** The attempt begun at `startedAt` got in: its address's failures against the account no longer count. */
  succeeded(attempt: SignInAttempt, startedAt: number): void {
    this.pairs.clear(pairKey(attempt));
    this.known.add(pairKey(attempt), startedAt);
    this.addresses.takeBack(attempt.ip, startedAt);
    this.accounts.takeBack(attempt.account, startedAt);
  }

  /**
   * The account's owner proved it another way (a password-reset link opened from its mailbox): this address's failures
   * against it no longer count, and the address is known to it, outside the account's lockout.
   */
  recovered(attempt: SignInAttempt, now: number): void {
    this.pairs.clear(pairKey(attempt));
    this.known.add(pairKey(attempt), now);
  }

  private lockedUntil(failures: Failures | undefined, free: number): number {
    if (!failures || failures.count <= free) return 0;
    const lockout = Math.min(this.policy.firstLockoutMs * 2 ** (failures.count - free - 1), this.policy.maxLockoutMs);
    return failures.lastAt + lockout;
  }
}

const pairKey = ({ ip, account }: SignInAttempt) => `${ip} ${account}`;

/** "Espera 3 minutos": seconds under a minute, whole minutes (rounded up) beyond. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

/** The 429 of a locked-out address: its Retry-After in whole seconds and what to tell the person. */
export function lockoutAnswer(waitMs: number): { retryAfter: string; message: string } {
  const seconds = Math.ceil(waitMs / 1_000);
  return {
    retryAfter: String(seconds),
    message: `Demasiados intentos fallidos. Espera ${waitText(seconds)} antes de volver a intentarlo.`,
  };
}
