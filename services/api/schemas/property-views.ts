import { z } from 'zod';

export const PropertyViewsSchema = z.object({
  views: z.number().int().min(0).describe('Visitas distintas registradas'),
});
