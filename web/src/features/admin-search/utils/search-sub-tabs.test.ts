import { describe, expect, it } from 'vitest';
import { searchParamsForSubTab, subTabFromSearchParams } from './search-sub-tabs';

describe('the Búsquedas sub-tab in the address', () => {
  it('reads the sub-tab from ?sub=, the filters being the default for a missing or unknown one', () => {
    expect(subTabFromSearchParams(new URLSearchParams('tab=search-management&sub=ai-examples'))).toBe('ai-examples');
    expect(subTabFromSearchParams(new URLSearchParams('tab=search-management'))).toBe('filters');
    expect(subTabFromSearchParams(new URLSearchParams('sub=otra'))).toBe('filters');
  });

  it('keeps the panel tab and drops the parameter for the default sub-tab', () => {
    const params = new URLSearchParams('tab=search-management');
    expect(searchParamsForSubTab(params, 'ai-examples').toString()).toBe('tab=search-management&sub=ai-examples');
    expect(
      searchParamsForSubTab(new URLSearchParams('tab=search-management&sub=ai-examples'), 'filters').toString(),
    ).toBe('tab=search-management');
  });
});
