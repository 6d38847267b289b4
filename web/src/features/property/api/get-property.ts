import useSWR from 'swr';
import { PropertySchema, type PropertyDto } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';

export type Property = PropertyDto;

export const useProperty = (id: string) =>
  useSWR(`/api/properties/${encodeURIComponent(id)}`, (url: string) => fetchJson(url, PropertySchema));
