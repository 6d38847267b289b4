/**
 * Wakes live subscriptions of one SqliteEventStore instance as soon as it appends. Appends made by
 * another process on the same file cannot notify us, so waits also end after a poll interval.
 */
export class AppendNotifier {
  /** Bumped at every append; a subscription compares it with the value it saw before its last read. */
  private version = 0;
  private readonly waiters = new Set<() => void>();

  get current(): number {
    return this.version;
  }

  notify(): void {
    this.version += 1;
    for (const wake of [...this.waiters]) wake();
  }

  /**
   * Resolves when an append happened after `seenVersion` (immediately if one already did), when
   * `timeoutMs` elapses, or when `signal` aborts. Never rejects.
   */
  waitForAppend(seenVersion: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (this.version !== seenVersion || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', wake);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, timeoutMs);
      signal.addEventListener('abort', wake, { once: true });
      this.waiters.add(wake);
    });
  }
}
