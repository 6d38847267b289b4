import { describe, expect, it } from 'vitest';
import { searchParamsForTab, tabFromSearchParams } from './admin-tabs';

describe('admin tab in the address', () => {
  it('reads the tab, and falls back to the properties tab for a missing or unknown one', () => {
    expect(tabFromSearchParams(new URLSearchParams('tab=contact-config'))).toBe('contact-config');
    expect(tabFromSearchParams(new URLSearchParams(''))).toBe('properties');
    expect(tabFromSearchParams(new URLSearchParams('tab=nada'))).toBe('properties');
  });

  it('writes the tab and keeps the other parameters; the first tab leaves no parameter', () => {
    expect(searchParamsForTab(new URLSearchParams('edit=abc'), 'ai-search-config').toString()).toBe(
      'edit=abc&tab=ai-search-config',
    );
    expect(searchParamsForTab(new URLSearchParams('tab=footer-config&edit=abc'), 'properties').toString()).toBe(
      'edit=abc',
    );
  });
});
