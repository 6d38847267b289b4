import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { SecretBox } from '../auth/secrets.js';
import { DocumentationSchema } from '../schemas/documentation.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Spec = { paths: Record<string, Record<string, { security?: unknown[] }>> };

let t: TestApp;
let site: FastifyInstance;
let webRoot: string;
let spec: Spec;

// The documents belong to the web site (the SPA fallback must not swallow them), so this app serves a web root.
beforeAll(async () => {
  t = await createTestApp();
  webRoot = mkdtempSync(join(tmpdir(), 'docs-web-'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
  );
  site = await buildApp({
    store: t.ports.store,
    readModels: t.readModels,
    searchIndex: t.ports.searchIndex,
    embedder: t.ports.embedder,
    blobs: t.ports.blobs,
    sharedWindows: t.ports.sharedWindows,
    projections: t.projector,
    secretBox: new SecretBox('secreto-de-pruebas-con-32-caracteres!'),
    publicUrl: 'http://portal.test',
    webRoot,
    logger: false,
  });
  spec = (await site.inject({ url: '/api/openapi.json' })).json<Spec>();
});
afterAll(async () => {
  await site?.close();
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
const document = async (name: string) => {
  const response = await site.inject({ url: `/${name}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
  return response.body;
};

/** `curl …` commands of the ```bash blocks, with `\` continuations joined. */
function curlCommands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```bash\n([\s\S]*?)```/g)].map((match) => match[1]!.replace(/\\\n\s*/g, ' '));
  return blocks.flatMap((block) =>
    block
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('curl ')),
  );
}

/** The OpenAPI operation a request goes to: a literal path first, then one with `{parameters}`. */
function operationFor(method: string, path: string) {
  const candidates = operations().filter((candidate) => candidate.method === method);
  return (
    candidates.find((candidate) => candidate.path === path) ??
    candidates.find((candidate) => new RegExp(`^${candidate.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path))
  );
}

describe('API documentation documents', () => {
  it('serves both documents as markdown, with this server’s address, instead of the web app’s page', async () => {
    for (const name of ['API_DOCUMENTATION.md', 'CRUD_API_EXAMPLES.md']) {
      const text = await document(name);
      expect(text).not.toContain('<div id="root">');
      expect(text).toContain('http://portal.test/api');
      expect(text).not.toMatch(/\{\{\w+\}\}/);
    }
    // The fallback still answers every other page address.
    const page = await site.inject({ url: '/otra-pagina' });
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('lists every method and path of the OpenAPI document, and says which need no authentication', async () => {
    const text = await document('API_DOCUMENTATION.md');
    const publicSection = text.slice(text.indexOf('### Rutas públicas'), text.indexOf('## Errores'));
    expect(operations().length).toBeGreaterThan(30);
    for (const { method, path, operation } of operations()) {
      expect(text, `${method} ${path}`).toContain(`\`${method} ${path}\``);
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      expect(publicSection.includes(`\`${method} ${path}\``), `${method} ${path} pública`).toBe(isPublic);
    }
    for (const topic of ['Authorization: Bearer', 'sid', '"errors"', '"path"', '409', 'If-Match', 'page', 'hasMore'])
      expect(text).toContain(topic);
  });

  it('gives curl examples only for routes that exist, with valid JSON bodies, covering the CRUD of each resource', async () => {
    const commands = curlCommands(await document('CRUD_API_EXAMPLES.md'));
    const used = new Set<string>();
    for (const command of commands) {
      const url = /(https?:\/\/[^\s"']+)/.exec(command)?.[1];
      expect(url, command).toBeDefined();
      const method = /-X (\w+)/.exec(command)?.[1] ?? 'GET';
      const operation = operationFor(method, new URL(url!).pathname);
      expect(operation, `${method} ${url}`).toBeDefined();
      used.add(`${method} ${operation!.path}`);
      const body = /-d '([\s\S]*?)'/.exec(command)?.[1];
      if (body) expect(() => JSON.parse(body), command).not.toThrow();
    }
    for (const expected of [
      'POST /api/properties',
      'GET /api/properties/{id}',
      'GET /api/properties',
      'PUT /api/properties/{id}',
      'DELETE /api/properties/{id}',
      'POST /api/property-types',
      'DELETE /api/municipalities/{id}',
      'GET /api/characteristics',
      'GET /api/search-filters',
      'POST /api/search-filters',
      'POST /api/properties/search',
      'POST /api/contact-submissions',
      'POST /api/contact',
    ])
      expect(used, expected).toContain(expected);
  });

  it('gives the /api-docs page its own head, and its content from the same OpenAPI document', async () => {
    const page = await site.inject({ url: '/api-docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Documentación de la API | ');
    expect(page.body).toMatch(/<meta name="description" content="[^"]*API[^"]*"/);

    const content = DocumentationSchema.parse((await site.inject({ url: '/api/documentation' })).json());
    expect(content.endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(
      operations().map(({ method, path }) => `${method} ${path}`),
    );
    expect(content.examples.map((example) => example.title)).toEqual(['Crear una propiedad', 'Búsqueda con IA']);
  });
});
