import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
      expect(adapters.description).toBe('eventos en KurrentDB, modelos de lectura en SQLite, búsqueda en Meilisearch');
      expect(existsSync(join(dataDir, 'read-models.db'))).toBe(true);
      expect(existsSync(join(dataDir, 'events.db'))).toBe(false);
    } finally {
      await adapters.close();
    }
  });
});
