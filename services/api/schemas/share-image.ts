import { z } from 'zod';

/** `v` is the listing's version: the page's og:image names it so a revised listing gets a new address, fetched anew. */
export const ShareImageQuery = z.object({
  v: z.coerce.number({ error: 'La versión debe ser un número' }).int().min(1).optional(),
});
