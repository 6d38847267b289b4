import { describe, expect, it } from 'vitest';
import { RecentViewers } from './recent-viewers.js';

const view = (ip: string, visitorId: string) => ({ propertyId: 'p1', ip, visitorId });

describe('RecentViewers', () => {
  it('lets each address add a few visitors per window, then none until their windows end', () => {
    const viewers = new RecentViewers(1_000, 2);
    expect(viewers.isNewView(view('10.0.0.1', 'a'), 0)).toBe(true);
    expect(viewers.isNewView(view('10.0.0.1', 'b'), 100)).toBe(true);
    expect(viewers.isNewView(view('10.0.0.1', 'c'), 200)).toBe(false);
    expect(viewers.isNewView(view('10.0.0.1', 'a'), 900)).toBe(false);
    // `a`'s window ended: its slot is free again.
    expect(viewers.isNewView(view('10.0.0.1', 'c'), 1_000)).toBe(true);
  });

  it('remembers a bounded number of addresses, forgetting the least recently active first', () => {
    const viewers = new RecentViewers(1_000, 3, 2);
    viewers.isNewView(view('10.0.0.1', 'a'), 0);
    viewers.isNewView(view('10.0.0.2', 'a'), 0);
    viewers.isNewView(view('10.0.0.3', 'a'), 0);
    expect(viewers.isNewView(view('10.0.0.3', 'a'), 1)).toBe(false);
    expect(viewers.isNewView(view('10.0.0.1', 'a'), 1)).toBe(true);
  });
});
