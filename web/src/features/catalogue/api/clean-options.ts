import type { z } from 'zod';
import type { SearchFilterSchema } from '../../../lib/api-contract';

export type SearchFilterOption = z.infer<typeof SearchFilterSchema>;
export interface FilterChoice {
  value: string;
  label: string;
}

/** Lists where the admin may have entered the same value twice (SPEC §7). */
const DEDUPLICATED = new Set(['area', 'bedrooms']);

/**
 * SPEC §7: only active options, by sortOrder; area and bedrooms without repeated values. An empty value
 * would stand for "no filter", which the lists' own "Todos" choice already is (SPEC §5), so it is dropped.
 */
export function cleanOptions(options: readonly SearchFilterOption[], type: string): FilterChoice[] {
  const seen = new Set<string>();
  return options
    .filter((option) => option.isActive && option.value.trim() !== '')
    .toSorted((a, b) => a.sortOrder - b.sortOrder)
    .filter((option) => {
      if (!DEDUPLICATED.has(type)) return true;
      if (seen.has(option.value)) return false;
      seen.add(option.value);
      return true;
    })
    .map((option) => ({ value: option.value, label: option.name }));
}
