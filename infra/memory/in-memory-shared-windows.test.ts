import { describe, expect, it } from 'vitest';
import { sharedWindowsContract } from '../contract/shared-windows.contract.js';
import { InMemorySharedWindows } from './in-memory-shared-windows.js';

sharedWindowsContract('InMemorySharedWindows', async () => {
  const windows = new InMemorySharedWindows();
  // One process has one store: a second "replica" in it is the same instance.
  return { windows, replica: async () => windows, cleanup: () => windows.close() };
});

describe('InMemorySharedWindows', () => {
  it('remembers a bounded number of keys, forgetting the one hit least recently', async () => {
    const windows = new InMemorySharedWindows(2);
    await windows.hit('a', 1_000, 0);
    await windows.hit('b', 1_000, 0);
    await windows.hit('a', 1_000, 1);
    await windows.hit('c', 1_000, 2);
    expect((await windows.hit('a', 1_000, 3)).count).toBe(3);
    expect((await windows.hit('b', 1_000, 3)).count).toBe(1);
  });
});
