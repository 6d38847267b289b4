import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemorySharedWindows } from '../../infra/memory/in-memory-shared-windows.js';
import { S3BlobStore } from '../../infra/s3/s3-blob-store.js';
import { createAdapters } from './adapters.js';
import { loadConfig } from './config.js';

const parent = mkdtempSync(join(tmpdir(), 'portal-adapters-'));
afterEach(() => rmSync(parent, { recursive: true, force: true }));

describe('adapters', () => {
  // Neither client connects before its first request, so unreachable addresses are enough here.
  it('opens the embedded adapter only for a port without a production URL', async () => {
    const dataDir = join(parent, 'data');
    const config = loadConfig({
      DATA_DIR: dataDir,
      EVENTSTORE_URL: 'esdb://127.0.0.1:1?tls=false',
      MEILISEARCH_URL: 'http://127.0.0.1:1',
    });
    const adapters = await createAdapters(config);
    try {
      expect(adapters.description).toBe(
        `eventos en KurrentDB, modelos de lectura en SQLite, búsqueda en Meilisearch, fotos en ${join(dataDir, 'blobs')}`,
      );
      expect(existsSync(join(dataDir, 'read-models.db'))).toBe(true);
      expect(existsSync(join(dataDir, 'events.db'))).toBe(false);
      // Without MONGODB_URL the API's windows are this process's own.
      expect(adapters.sharedWindows).toBeInstanceOf(InMemorySharedWindows);
    } finally {
      await adapters.close();
    }
  });
});

describe('photos in S3', () => {
  const s3 = (endpoint: string) => ({
    DATA_DIR: join(parent, 'data'),
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'portal-fotos',
    S3_ACCESS_KEY_ID: 'portal',
    S3_SECRET_ACCESS_KEY: 'secreto-de-minio',
  });

  /**
   * Answers every request with `status` and records it: enough to see what the start-up asks for and how it
   * reads the answer. What S3 itself does is the contract suite's business, against MinIO.
   */
  async function answering(status: number) {
    const requests: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders }> = [];
    const server: Server = createServer((request, response) => {
      requests.push({ method: request.method, url: request.url, headers: request.headers });
      response.writeHead(status).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { endpoint, requests, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('uses the bucket when S3_ENDPOINT is set, checks it first by path, and says so in the start-up line', async () => {
    const server = await answering(200);
    try {
      const adapters = await createAdapters(loadConfig(s3(server.endpoint)));
      try {
        expect(adapters.blobs).toBeInstanceOf(S3BlobStore);
        expect(adapters.description).toContain(`fotos en S3 (bucket portal-fotos en ${server.endpoint})`);
        expect(server.requests[0]).toMatchObject({ method: 'HEAD', url: '/portal-fotos/' });
        expect(server.requests[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=portal\//);
      } finally {
        await adapters.close();
      }
    } finally {
      await server.close();
    }
  });

  it('stops the start-up in Spanish when the server refuses the credentials', async () => {
    const server = await answering(403);
    try {
      await expect(createAdapters(loadConfig(s3(server.endpoint)))).rejects.toThrow(
        `No se pueden guardar las fotos en S3 (S3_ENDPOINT=${server.endpoint}, S3_BUCKET=portal-fotos): las credenciales no son válidas`,
      );
    } finally {
      await server.close();
    }
  });

  it('stops the start-up in Spanish when the server cannot be reached, before any store opens', async () => {
    const config = loadConfig(s3('http://127.0.0.1:1'));
    await expect(createAdapters(config)).rejects.toThrow(/S3_ENDPOINT=http:\/\/127\.0\.0\.1:1.*no se pudo conectar/);
    expect(existsSync(join(parent, 'data'))).toBe(false);
  });
});
