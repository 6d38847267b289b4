import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import type { SharedWindows } from '../../infra/ports/shared-windows.js';

/** What the plugin really hands `child` (its type declaration says the route's options, at the top level). */
interface ChildOptions {
  routeInfo: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store over SharedWindows, so that a limit counts the requests every replica received
 * (with MongoDB) instead of each process's own. Windows are fixed, like the plugin's own store. Each limited
 * route gets a child store named after it, so routes count apart as they did. Client addresses are kept only
 * as a hash with the route. Windows run on the app's clock, so a test that holds it still never sees one end.
 */
export function sharedRateLimitStore(windows: SharedWindows, clock: () => Date): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    // The plugin builds the first store itself (`new Store(options)`), hence a field and not a parameter.
    private route = '*';

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock().getTime();
      const id = createHash('sha256').update(`${this.route}\0${key}`).digest('base64url');
      windows.hit(`rate-limit:${id}`, timeWindow, now).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: resetAt - now }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const { method, url } = (options as ChildOptions).routeInfo;
      const store = new SharedRateLimitStore();
      store.route = `${String(method)} ${url ?? ''}`;
      return store;
    }
  };
}
