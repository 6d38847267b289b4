import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { documentedEndpoints, type DocumentedEndpoint } from './documentation.js';

/** The hand-written prose lives in services/api/documentation/; the endpoint lists are filled in per request. */
const TEMPLATES = new URL('../documentation/', import.meta.url);
const MARKDOWN_DOCUMENTS = ['API_DOCUMENTATION.md', 'CRUD_API_EXAMPLES.md'] as const;

const endpointLine = (endpoint: DocumentedEndpoint) => {
  const parameters =
    endpoint.queryParameters.length > 0
      ? ` Parámetros: ${endpoint.queryParameters.map((name) => `\`${name}\``).join(', ')}.`
      : '';
  const description = endpoint.description ? `\n  ${endpoint.description}` : '';
  return `- ${endpoint.public ? '🔓' : '🔒'} \`${endpoint.method} ${endpoint.path}\` — ${endpoint.summary}.${parameters}${description}`;
};

/** One section per OpenAPI tag, in the order the resources are registered. */
function endpointSections(endpoints: DocumentedEndpoint[]): string {
  const byTag = new Map<string, DocumentedEndpoint[]>();
  for (const endpoint of endpoints) byTag.set(endpoint.tag, [...(byTag.get(endpoint.tag) ?? []), endpoint]);
  return [...byTag]
    .map(([tag, group]) => `### ${tag.charAt(0).toUpperCase()}${tag.slice(1)}\n\n${group.map(endpointLine).join('\n')}`)
    .join('\n\n');
}

/**
 * GET /API_DOCUMENTATION.md and /CRUD_API_EXAMPLES.md: real markdown documents about this API, with the
 * site's public address (never the request's Host) and the endpoint lists read from its OpenAPI document. Registered
 * before the web app's page fallback, so these addresses never turn into index.html.
 */
export function registerMarkdownDocuments(app: FastifyInstance, origin: string): void {
  for (const name of MARKDOWN_DOCUMENTS) {
    const template = readFileSync(new URL(name, TEMPLATES), 'utf8');
    app.get(`/${name}`, { schema: { hide: true } }, async (_request, reply) => {
      const endpoints = documentedEndpoints(app);
      const text = template
        .replaceAll('{{ENDPOINTS}}', () => endpointSections(endpoints))
        .replaceAll('{{PUBLIC_ENDPOINTS}}', () =>
          endpoints
            .filter((endpoint) => endpoint.public)
            .map((endpoint) => `- \`${endpoint.method} ${endpoint.path}\` — ${endpoint.summary}`)
            .join('\n'),
        )
        .replaceAll('{{API_URL}}', () => `${origin}/api`)
        .replaceAll('{{ORIGIN}}', () => origin);
      return reply.type('text/markdown; charset=utf-8').header('cache-control', 'no-cache').send(text);
    });
  }
}
