import { z } from 'zod';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';

const DocumentationSchema = z.object({
  title: z.string(),
  baseUrl: z.string(),
  openApiUrl: z.string(),
  authentication: z.object({ header: z.string(), example: z.string(), note: z.string() }),
  endpoints: z.array(z.object({ method: z.string(), path: z.string(), summary: z.string(), public: z.boolean(), tag: z.string() })),
  examples: z.array(z.object({ title: z.string(), command: z.string() })),
});

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
}

/** Content of the /api-docs page, derived from the OpenAPI document so it never drifts from the routes. */
export const documentationRoutes: RoutePlugin = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get('/documentation', {
    config: { access: 'public' },
    schema: { tags: ['documentación'], summary: 'Contenido de la página de documentación de la API', response: { 200: DocumentationSchema } },
  }, async (request) => {
    const baseUrl = `${request.protocol}://${request.host}/api`;
    const spec = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
    const endpoints = Object.entries(spec.paths ?? {}).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        public: Array.isArray(operation.security) && operation.security.length === 0,
        tag: operation.tags?.[0] ?? 'otros',
      })),
    );
    return {
      title: 'API del portal inmobiliario',
      baseUrl,
      openApiUrl: `${baseUrl}/openapi.json`,
      authentication: {
        header: 'Authorization: Bearer <token>',
        example: `curl -H "Authorization: Bearer pit_..." ${baseUrl}/auth-tokens`,
        note: 'Las lecturas públicas no requieren autenticación; el resto acepta un token de API activo o la sesión de un administrador.',
      },
      endpoints,
      examples: [
        {
          title: 'Crear una propiedad',
          command: `curl -X POST ${baseUrl}/properties -H "Authorization: Bearer <token>" -H "Content-Type: application/json" -d '{"title":"Apartamento en Chapinero","address":"Calle 63 # 9-45, Chapinero, Bogotá","price":"450000000","status":"sale","propertyTypeId":"apartamento","municipalityId":"bogota","bedrooms":3}'`,
        },
        {
          title: 'Búsqueda con IA',
          command: `curl -X POST ${baseUrl}/properties/search -H "Content-Type: application/json" -d '{"query":"apartamento en arriendo en Chapinero con 3 habitaciones"}'`,
        },
      ],
    };
  });
};
