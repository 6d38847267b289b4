import { useMemo } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import { NamedItemSchema } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';

const NamedList = z.array(NamedItemSchema);
type NamedItems = z.infer<typeof NamedList>;
/**
 * The API's answer as it is: the server's first render puts answers into SWR's cache untouched, so a fetcher that
 * reshaped them would see two shapes under one key. The hooks build what they need from it.
 */
const fetchNamed = (url: string) => fetchJson(url, NamedList);
const namesOf = (items: NamedItems | undefined): ReadonlyMap<string, string> =>
  items ? new Map(items.map((item) => [item.id, item.name])) : NONE;

export interface MasterDataNames {
  propertyTypes: ReadonlyMap<string, string>;
  municipalities: ReadonlyMap<string, string>;
  characteristics: ReadonlyMap<string, string>;
}

const NONE: ReadonlyMap<string, string> = new Map();

/** Names for the ids an AI interpretation holds (SPEC §7 master-data lists). */
export function useMasterDataNames(): MasterDataNames {
  const propertyTypes = useSWR('/api/property-types', fetchNamed).data;
  const municipalities = useSWR('/api/municipalities', fetchNamed).data;
  const characteristics = useSWR('/api/characteristics', fetchNamed).data;
  return useMemo(
    () => ({
      propertyTypes: namesOf(propertyTypes),
      municipalities: namesOf(municipalities),
      characteristics: namesOf(characteristics),
    }),
    [propertyTypes, municipalities, characteristics],
  );
}

const NO_CHOICES: Array<{ value: string; label: string }> = [];

/** The configured characteristics as choices (id, name), in the API's alphabetical order; the same request as above. */
export function useCharacteristicChoices() {
  const { data } = useSWR('/api/characteristics', fetchNamed);
  return useMemo(() => (data ? data.map(({ id, name }) => ({ value: id, label: name })) : NO_CHOICES), [data]);
}
