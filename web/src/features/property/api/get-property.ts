import useSWR from 'swr';
import { z } from 'zod';

const NamedItem = z.object({ id: z.string(), name: z.string() });

export const PropertySchema = z.object({
  id: z.string(),
  slug: z.string(),
  code: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  address: z.string(),
  price: z.string(),
  status: z.string(),
  propertyType: NamedItem.nullable(),
  municipality: NamedItem.nullable(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  area: z.string().nullable(),
  builtArea: z.string().nullable(),
  parkingSpaces: z.number().nullable(),
  stratum: z.number().nullable(),
  administration: z.string().nullable(),
  photos: z.array(z.string()),
  matterportUrl: z.string().nullable(),
  characteristics: z.array(NamedItem),
  createdAt: z.string(),
});
export type Property = z.infer<typeof PropertySchema>;

async function fetchProperty(url: string): Promise<Property> {
  const response = await fetch(url, { credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return PropertySchema.parse(await response.json());
}

export const useProperty = (id: string) => useSWR(`/api/properties/${encodeURIComponent(id)}`, fetchProperty);
