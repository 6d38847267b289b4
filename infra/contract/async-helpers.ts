/** Small helpers shared by the contract suites and adapter tests. */

export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Polls `condition` every 10 ms; fails after `timeoutMs` so a missing event fails the test instead of hanging it. The
 * default is a safety net, not a deadline: far past what a loaded machine takes, and inside the test's own time-out.
 */
export async function waitUntil(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await delay(10);
  }
}
