import type { z } from 'zod';
import type { SearchFilterSchema } from '../../../lib/api-contract';
import { formatPriceRange } from '../../../lib/ranges';

export type SearchFilterOption = z.infer<typeof SearchFilterSchema>;
export interface FilterChoice {
  value: string;
  label: string;
}

/** Lists where the admin may have entered the same value twice (SPEC §7). */
const DEDUPLICATED = new Set(['area', 'bedrooms']);

/** Price lists by the status they serve; the rental one is monthly. */
const PRICE_LISTS: Readonly<Record<string, { monthly: boolean }>> = {
  price: { monthly: false },
  price_sale: { monthly: false },
  price_rent: { monthly: true },
};

/**
 * A price range in words from its value, as prices are written everywhere else (`$ 1.500.000 a $ 3.000.000`), so
 * the label always says exactly what the option filters, whatever name it was saved with.
 */
export function priceChoiceLabel(value: string, type: string): string {
  return formatPriceRange(value, PRICE_LISTS[type]);
}

/**
 * SPEC §7: only active options, by sortOrder; area and bedrooms without repeated values. An empty value
 * would stand for "no filter", which the lists' own "Todos" choice already is (SPEC §5), so it is dropped.
 * Price options are labelled from their values (issue 12: `$1.5 a $3 millones` read unlike every other price).
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
    .map((option) => ({
      value: option.value,
      label: type in PRICE_LISTS ? priceChoiceLabel(option.value, type) : option.name,
    }));
}
