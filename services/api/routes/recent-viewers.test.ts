import { describe, expect, it } from 'vitest';
import { InMemorySharedWindows } from '../../../infra/memory/in-memory-shared-windows.js';
import { RecentViewers } from './recent-viewers.js';

const view = (ip: string, visitorId: string, propertyId = 'p1') => ({ propertyId, ip, visitorId });

describe('RecentViewers', () => {
  it('counts a visitor once per window, and lets each address add a few visitors per window', async () => {
    const viewers = new RecentViewers(new InMemorySharedWindows(), 'view', 1_000, 2);
    expect(await viewers.isNewView(view('10.0.0.1', 'a'), 0)).toBe(true);
    expect(await viewers.isNewView(view('10.0.0.1', 'b'), 100)).toBe(true);
    expect(await viewers.isNewView(view('10.0.0.1', 'c'), 200)).toBe(false);
    expect(await viewers.isNewView(view('10.0.0.1', 'a'), 900)).toBe(false);
    // Another address, another property: quotas of their own.
    expect(await viewers.isNewView(view('10.0.0.2', 'c'), 900)).toBe(true);
    expect(await viewers.isNewView(view('10.0.0.1', 'c', 'p2'), 900)).toBe(true);
    // The windows ended: `a` counts again, and the address has room for new visitors.
    expect(await viewers.isNewView(view('10.0.0.1', 'a'), 1_000)).toBe(true);
    expect(await viewers.isNewView(view('10.0.0.1', 'd'), 1_000)).toBe(true);
  });

  it('agrees across replicas on the same windows, and keeps facts apart', async () => {
    const windows = new InMemorySharedWindows();
    const [one, two] = [new RecentViewers(windows, 'view'), new RecentViewers(windows, 'view')];
    const clicks = new RecentViewers(windows, 'whatsapp-click');
    expect(await one.isNewView(view('10.0.0.1', 'a'), 0)).toBe(true);
    expect(await two.isNewView(view('10.0.0.1', 'a'), 1)).toBe(false);
    expect(await clicks.isNewView(view('10.0.0.1', 'a'), 1)).toBe(true);
  });

  it('counts one of the same visitor’s simultaneous views', async () => {
    const viewers = new RecentViewers(new InMemorySharedWindows(), 'view');
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => viewers.isNewView(view('10.0.0.1', 'a'), 0)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });
});
