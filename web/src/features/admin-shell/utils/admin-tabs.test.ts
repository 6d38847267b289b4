import { describe, expect, it } from 'vitest';
import { searchParamsForTab, tabFromSearchParams, tabsFor } from './admin-tabs';

describe('admin tab in the address', () => {
  it('reads the tab, and falls back to the properties tab for a missing or unknown one', () => {
    expect(tabFromSearchParams(new URLSearchParams('tab=contact-config'))).toBe('contact-config');
    expect(tabFromSearchParams(new URLSearchParams(''))).toBe('properties');
    expect(tabFromSearchParams(new URLSearchParams('tab=nada'))).toBe('properties');
  });

  it('shows an asesor the listings and Contacto (for the leads) only, and sends them there from any other tab', () => {
    expect(tabsFor('asesor').map((tab) => tab.label)).toEqual(['Propiedades', 'Contacto']);
    expect(tabsFor('admin')).toHaveLength(6);
    expect(tabFromSearchParams(new URLSearchParams('tab=contact-config'), 'asesor')).toBe('contact-config');
    expect(tabFromSearchParams(new URLSearchParams('tab=auth-settings'), 'asesor')).toBe('properties');
    expect(tabFromSearchParams(new URLSearchParams('tab=auth-settings'), 'admin')).toBe('auth-settings');
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
