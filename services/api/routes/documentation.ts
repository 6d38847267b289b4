import type { FastifyInstance } from 'fastify';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { DocumentationSchema } from '../schemas/documentation.js';

interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ in?: string; name?: string }>;
}

/** One operation of the OpenAPI document, as both the /api-docs page and API_DOCUMENTATION.md list it. */
export interface DocumentedEndpoint {
  method: string;
  path: string;
  summary: string;
  description: string;
  /** Needs no credentials: the onRoute hook in app.ts writes `security: []` for `access: 'public'` routes. */
  public: boolean;
  tag: string;
  queryParameters: string[];
}

/** Every documented route, in registration order, read from the live OpenAPI document so the docs never drift. */
export function documentedEndpoints(app: FastifyInstance): DocumentedEndpoint[] {
  const spec = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(spec.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      summary: operation.summary ?? '',
      description: operation.description ?? '',
      public: Array.isArray(operation.security) && operation.security.length === 0,
      tag: operation.tags?.[0] ?? 'otros',
      queryParameters: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && parameter.name)
        .map((parameter) => parameter.name!),
    })),
  );
}

/** Content of the /api-docs page. */
export const documentationRoutes: RoutePlugin = async (app, { deps }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/documentation',
    {
      config: { access: 'public' },
      schema: {
        tags: ['documentación'],
        summary: 'Contenido de la página de documentación de la API',
        response: { 200: DocumentationSchema },
      },
    },
    async () => {
      const baseUrl = `${deps.publicUrl}/api`;
      return {
        title: 'API del portal inmobiliario',
        baseUrl,
        openApiUrl: `${baseUrl}/openapi.json`,
        authentication: {
          header: 'Authorization: Bearer <token>',
          example: `curl -H "Authorization: Bearer pit_..." ${baseUrl}/leads`,
          note: 'Las lecturas públicas no requieren autenticación; el resto acepta un token de API activo o la sesión de un administrador. Gestionar tokens requiere la sesión de un administrador o un token con ese permiso.',
        },
        endpoints: documentedEndpoints(app).map(({ method, path, summary, public: isPublic, tag }) => ({
          method,
          path,
          summary,
          public: isPublic,
          tag,
        })),
        examples: [
          {
            title: 'Crear una propiedad',
            command: [
              `curl -X POST ${baseUrl}/properties \\`,
              '  -H "Authorization: Bearer <token>" \\',
              '  -H "Content-Type: application/json" \\',
              `  -d '{"title":"Apartamento en Chapinero","address":"Calle 63 # 9-45, Chapinero, Bogotá","price":"450000000","status":"sale","propertyTypeId":"apartamento","municipalityId":"bogota","bedrooms":3}'`,
            ].join('\n'),
          },
          {
            title: 'Búsqueda con IA',
            command: [
              `curl -X POST ${baseUrl}/properties/search \\`,
              '  -H "Content-Type: application/json" \\',
              `  -d '{"query":"apartamento en arriendo en Chapinero con 3 habitaciones"}'`,
            ].join('\n'),
          },
        ],
      };
    },
  );
};
