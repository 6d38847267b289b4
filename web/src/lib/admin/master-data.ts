import useSWR from 'swr';
import { z } from 'zod';
import { MasterDataNameInput, NamedItemSchema } from '../api-contract';
import { deleteRequest, fetchJson, postJson } from '../fetch-json';

/**
 * SPEC §7: the three master-data lists the property form picks from and manages, each named with the words its
 * gender takes (característica is feminine: "Nueva característica", "la característica").
 */
export const MASTER_DATA_KINDS = {
  'property-types': {
    title: 'Tipos de propiedad',
    newItem: 'Nuevo tipo de propiedad',
    theItem: 'el tipo de propiedad',
  },
  municipalities: { title: 'Municipios', newItem: 'Nuevo municipio', theItem: 'el municipio' },
  characteristics: { title: 'Características', newItem: 'Nueva característica', theItem: 'la característica' },
} as const;
export type MasterDataKind = keyof typeof MASTER_DATA_KINDS;

const NamedItems = z.array(NamedItemSchema);

const urlOf = (kind: MasterDataKind) => `/api/${kind}`;

export function useMasterData(kind: MasterDataKind) {
  return useSWR(urlOf(kind), (url: string) => fetchJson(url, NamedItems), { shouldRetryOnError: false });
}

export const addMasterDataItem = (kind: MasterDataKind, body: z.output<typeof MasterDataNameInput>) =>
  postJson(urlOf(kind), body, NamedItemSchema);

export const deleteMasterDataItem = (kind: MasterDataKind, id: string) =>
  deleteRequest(`${urlOf(kind)}/${encodeURIComponent(id)}`);
