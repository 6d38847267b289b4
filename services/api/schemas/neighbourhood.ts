import { z } from 'zod';

export const NeighbourhoodSchema = z.object({
  /** As written in the listings' addresses; what GET /api/properties?neighbourhood= takes. */
  name: z.string(),
  municipalityId: z.string(),
  /** Listings with an address in this barrio, whatever their status. */
  count: z.number().int(),
});
export type Neighbourhood = z.infer<typeof NeighbourhoodSchema>;

export const NeighbourhoodListSchema = z.array(NeighbourhoodSchema);
