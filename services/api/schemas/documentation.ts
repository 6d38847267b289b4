import { z } from 'zod';

/** GET /api/documentation: what the /api-docs page shows, derived from the OpenAPI document. */
export const DocumentationSchema = z.object({
  title: z.string(),
  baseUrl: z.string(),
  openApiUrl: z.string(),
  authentication: z.object({ header: z.string(), example: z.string(), note: z.string() }),
  endpoints: z.array(
    z.object({ method: z.string(), path: z.string(), summary: z.string(), public: z.boolean(), tag: z.string() }),
  ),
  examples: z.array(z.object({ title: z.string(), command: z.string() })),
});
export type Documentation = z.infer<typeof DocumentationSchema>;
