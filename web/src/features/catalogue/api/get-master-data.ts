import { useMemo } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import { NamedItemSchema } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';

const NamedList = z.array(NamedItemSchema);
const fetchNames = async (url: string) =>
  new Map((await fetchJson(url, NamedList)).map((item) => [item.id, item.name]));

export interface MasterDataNames {
  propertyTypes: ReadonlyMap<string, string>;
  municipalities: ReadonlyMap<string, string>;
  characteristics: ReadonlyMap<string, string>;
}

const NONE: ReadonlyMap<string, string> = new Map();

/** Names for the ids an AI interpretation holds (SPEC §7 master-data lists). */
export function useMasterDataNames(): MasterDataNames {
  const propertyTypes = useSWR('/api/property-types', fetchNames).data ?? NONE;
  const municipalities = useSWR('/api/municipalities', fetchNames).data ?? NONE;
  const characteristics = useSWR('/api/characteristics', fetchNames).data ?? NONE;
  return { propertyTypes, municipalities, characteristics };
}

const NO_CHOICES: Array<{ value: string; label: string }> = [];

/** The configured characteristics as choices (id, name), in the API's alphabetical order; the same request as above. */
export function useCharacteristicChoices() {
  const { data } = useSWR('/api/characteristics', fetchNames);
  return useMemo(() => (data ? [...data].map(([value, label]) => ({ value, label })) : NO_CHOICES), [data]);
}
