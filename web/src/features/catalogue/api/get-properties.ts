import useSWRInfinite from 'swr/infinite';
import { z } from 'zod';

export const PAGE_SIZE = 12;

const NamedItem = z.object({ id: z.string(), name: z.string() });

export const ListingSchema = z.object({
  id: z.string(),
  slug: z.string(),
  code: z.string().nullable(),
  title: z.string(),
  address: z.string(),
  price: z.string(),
  status: z.string(),
  propertyType: NamedItem.nullable(),
  municipality: NamedItem.nullable(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  area: z.string().nullable(),
  photos: z.array(z.string()),
  matterportUrl: z.string().nullable(),
  featured: z.boolean(),
});
export type Listing = z.infer<typeof ListingSchema>;

const PageSchema = z.object({
  properties: z.array(ListingSchema),
  pagination: z.object({ total: z.number(), hasMore: z.boolean() }),
});
type Page = z.infer<typeof PageSchema>;

/** SPEC §8: any non-OK answer is "status: body". */
async function fetchPage(url: string): Promise<Page> {
  const response = await fetch(url, { credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return PageSchema.parse(await response.json());
}

/** Infinite catalogue: page 1 replaces, later pages append, `hasMore` from the server (SPEC §4). */
export function useProperties(filters: Record<string, string | undefined>) {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const result = useSWRInfinite<Page>(
    (index, previous) => (previous && !previous.pagination.hasMore ? null : `/api/properties?${new URLSearchParams({ ...Object.fromEntries(query), page: String(index + 1), limit: String(PAGE_SIZE) })}`),
    fetchPage,
    { revalidateFirstPage: false, revalidateOnFocus: false, dedupingInterval: 5 * 60_000 },
  );
  const pages = result.data ?? [];
  const last = pages.at(-1);
  return {
    properties: pages.flatMap((page) => page.properties),
    total: last?.pagination.total ?? 0,
    hasMore: last ? last.pagination.hasMore : true,
    isLoading: result.isLoading || (result.size > 0 && pages.length < result.size && !result.error),
    error: result.error as Error | undefined,
    loadMore: () => result.setSize(result.size + 1),
  };
}
