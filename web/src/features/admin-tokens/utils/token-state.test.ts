import { describe, expect, it } from 'vitest';
import { tokenState } from './token-state';

const NOW = new Date('2026-05-01T12:00:00Z');

describe('the state a token shows in the Tokens API tab', () => {
  it('follows the switch while the token has not expired', () => {
    expect(tokenState({ isActive: true, isExpired: false, expiresAt: null }, NOW)).toBe('active');
    expect(tokenState({ isActive: false, isExpired: false, expiresAt: '2026-05-02T00:00:00Z' }, NOW)).toBe('inactive');
  });

  it('is expired when the server says so or once expiresAt has passed, active or not', () => {
    expect(tokenState({ isActive: true, isExpired: true, expiresAt: '2026-04-01T00:00:00Z' }, NOW)).toBe('expired');
    expect(tokenState({ isActive: true, isExpired: false, expiresAt: '2026-05-01T12:00:00Z' }, NOW)).toBe('expired');
    expect(tokenState({ isActive: false, isExpired: false, expiresAt: '2026-05-01T11:59:59Z' }, NOW)).toBe('expired');
  });
});
