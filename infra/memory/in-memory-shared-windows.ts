import { LRUCache } from 'lru-cache';
import type { SharedWindows, WindowCount } from '../ports/shared-windows.js';

/**
 * Keys remembered at once. Past it the key hit least recently is forgotten (its next hit opens a new window),
 * which bounds the memory a flood of new addresses can take: about 200 bytes a key.
 */
const MAX_KEYS = 100_000;

/**
 * The embedded SharedWindows: this process's memory, which is all the embedded default needs (it runs one API
 * process) and as fast as the per-process maps it replaced. Several processes each keep their own windows;
 * replicas need the MongoDB adapter. A hit runs synchronously, so concurrent hits cannot interleave.
 */
export class InMemorySharedWindows implements SharedWindows {
  private readonly windows: LRUCache<string, WindowCount>;

  constructor(maxKeys = MAX_KEYS) {
    this.windows = new LRUCache({ max: maxKeys });
  }

  hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const open = this.windows.get(key);
    const current =
      open && open.resetAt > now
        ? { count: open.count + 1, resetAt: open.resetAt }
        : { count: 1, resetAt: now + windowMs };
    this.windows.set(key, current);
    return Promise.resolve({ ...current });
  }

  async close(): Promise<void> {}
}
