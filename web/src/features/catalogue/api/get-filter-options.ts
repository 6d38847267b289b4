import useSWR from 'swr';
import { z } from 'zod';
import { SearchFilterSchema } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';
import { cleanOptions, type FilterChoice } from './clean-options';

export type FilterOptionType =
  'status' | 'propertyType' | 'municipality' | 'price' | 'price_rent' | 'price_sale' | 'area' | 'bedrooms';

const OptionList = z.array(SearchFilterSchema);
const NO_CHOICES: FilterChoice[] = [];
const optionsUrl = (type: FilterOptionType) => `/api/search-filters?type=${type}`;
const fetchOptions = (url: string) => fetchJson(url, OptionList);

/** The choices of one filter list (GET /api/search-filters?type=…), cleaned as SPEC §7 says. */
export function useFilterOptions(type: FilterOptionType): FilterChoice[] {
  const { data } = useSWR(optionsUrl(type), fetchOptions);
  return data ? cleanOptions(data, type) : NO_CHOICES;
}
