import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DiskBlobStore } from '../../infra/disk/disk-blob-store.js';
import { conceptEmbedder } from '../../infra/embeddings/concept/concept-embedding.js';
import { selectEmbedder } from '../../infra/embeddings/select-embedder.js';
import { withUpcasting } from '../../infra/event-schema/upcasting-event-store.js';
import { InMemoryBlobStore } from '../../infra/memory/in-memory-blob-store.js';
import { InMemorySharedWindows } from '../../infra/memory/in-memory-shared-windows.js';
import type { BlobStore } from '../../infra/ports/blob-store.js';
import type { Embedder } from '../../infra/ports/embedder.js';
import type { EventStore } from '../../infra/ports/event-store.js';
import type { ReadModelStore } from '../../infra/ports/read-model-store.js';
import type { SearchIndex } from '../../infra/ports/search-index.js';
import type { SharedWindows } from '../../infra/ports/shared-windows.js';
import type { S3BlobStore } from '../../infra/s3/s3-blob-store.js';
import { EmbeddedSearchIndex } from '../../infra/search-embedded/embedded-search-index.js';
import { openDatabase } from '../../infra/sqlite/open-database.js';
import { SqliteEventStore } from '../../infra/sqlite/sqlite-event-store.js';
import { SqliteReadModelStore } from '../../infra/sqlite/sqlite-read-model-store.js';
import { PHOTO_CACHE_CONTROL } from '../api/photos/photo-library.js';
import { eventSchemas } from '../command-handling/event-schemas.js';
import type { Config } from './config.js';
import type { S3Settings } from './s3-config.js';

export interface Adapters {
  store: EventStore;
  readModelStore: ReadModelStore;
  searchIndex: SearchIndex;
  embedder: Embedder;
  /** Listing photos. */
  blobs: BlobStore;
  /** This process's memory embedded; MongoDB (with MONGODB_URL), so that API replicas share them. */
  sharedWindows: SharedWindows;
  /**
   * False for the in-memory index: only the server's process holds it (loaded from its snapshot at start, or rebuilt
   * from the events), so the console commands cannot rebuild it.
   */
  persistentSearchIndex: boolean;
  description: string;
  close(): Promise<void>;
}

/** A SQLite file in the data directory (created on first use), or a private in-memory database for `:memory:`. */
function sqliteFile(dataDir: string, name: string) {
  if (dataDir === ':memory:') return openDatabase(':memory:');
  mkdirSync(dataDir, { recursive: true });
  return openDatabase(join(dataDir, name));
}

/** Every event read, whichever store holds it, comes out in its current shape. */
const embeddedEventStore = (dataDir: string) =>
  withUpcasting(new SqliteEventStore(sqliteFile(dataDir, 'events.db')), eventSchemas);
const embeddedReadModelStore = (dataDir: string) => new SqliteReadModelStore(sqliteFile(dataDir, 'read-models.db'));
/** Files under DATA_DIR/blobs, created on the first upload. */
const embeddedBlobStore = (dataDir: string) =>
  dataDir === ':memory:' ? new InMemoryBlobStore() : new DiskBlobStore(join(dataDir, 'blobs'));

/**
 * Photos in an S3 bucket (S3_ENDPOINT). The bucket is checked, and created when missing, before any other store
 * opens: wrong settings stop the start-up saying what to fix, with nothing left half-open.
 */
async function openS3BlobStore(s3: S3Settings): Promise<S3BlobStore> {
  const { S3BlobStore } = await import('../../infra/s3/s3-blob-store.js');
  const blobs = new S3BlobStore({
    endpoint: s3.endpoint,
    region: s3.region,
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    publicBase: s3.publicUrl,
    // Every blob is a photo rendition under a fresh id, never rewritten: fetched from the bucket, it keeps for good.
    cacheControl: PHOTO_CACHE_CONTROL,
  });
  try {
    await blobs.ensureBucket();
  } catch (error) {
    blobs.close();
    throw new Error(
      `No se pueden guardar las fotos en S3 (S3_ENDPOINT=${s3.endpoint}, S3_BUCKET=${s3.bucket}): ${(error as Error).message}.`,
      { cause: error },
    );
  }
  return blobs;
}

const describeBlobs = ({ s3, DATA_DIR }: Config) =>
  s3
    ? `fotos en S3 (bucket ${s3.bucket} en ${s3.endpoint}${s3.publicUrl ? `, públicas en ${s3.publicUrl}` : ''})`
    : DATA_DIR === ':memory:'
      ? 'fotos en memoria'
      : `fotos en ${join(DATA_DIR, 'blobs')}`;

/** The embedded default: two SQLite files (events, read models) and an in-process index. `:memory:` for tests. */
export function createEmbeddedPorts(dataDir: string): Adapters {
  const store = embeddedEventStore(dataDir);
  const readModelStore = embeddedReadModelStore(dataDir);
  const searchIndex = new EmbeddedSearchIndex();
  return {
    store,
    readModelStore,
    searchIndex,
    embedder: conceptEmbedder,
    blobs: embeddedBlobStore(dataDir),
    sharedWindows: new InMemorySharedWindows(),
    persistentSearchIndex: false,
    description: 'embebido: SQLite + índice en memoria',
    close: async () => {
      await searchIndex.close();
      await readModelStore.close();
      await store.close();
    },
  };
}

/**
 * Each URL switches its port to the production adapter; only the ports without one open their embedded
 * adapter, so a fully production configuration never creates a file in the data directory.
 */
export async function createAdapters(
  config: Config,
  log: (message: string) => void = () => undefined,
): Promise<Adapters> {
  const embedder = await selectEmbedder(config.EMBEDDINGS_MODEL_DIR, log);
  const s3Blobs = config.s3 ? await openS3BlobStore(config.s3) : null;
  // Each production adapter is loaded only when configured: their clients (KurrentDB, MongoDB, S3) took 0.8 s and
  // 48 MiB of every embedded start.
  const store = config.EVENTSTORE_URL
    ? withUpcasting(
        (await import('../../infra/kurrentdb/kurrentdb-event-store.js')).KurrentDbEventStore.connect(
          config.EVENTSTORE_URL,
        ),
        eventSchemas,
      )
    : embeddedEventStore(config.DATA_DIR);
  const readModelStore = config.MONGODB_URL
    ? await (
        await import('../../infra/mongodb/mongodb-read-model-store.js')
      ).MongoReadModelStore.connect(config.MONGODB_URL)
    : embeddedReadModelStore(config.DATA_DIR);
  const sharedWindows = config.MONGODB_URL
    ? await (
        await import('../../infra/mongodb/mongodb-shared-windows.js')
      ).MongoSharedWindows.connect(config.MONGODB_URL)
    : new InMemorySharedWindows();
  const searchIndex = config.MEILISEARCH_URL
    ? new (await import('../../infra/meilisearch/meilisearch-search-index.js')).MeilisearchSearchIndex(
        config.MEILISEARCH_URL,
        config.MEILISEARCH_KEY,
      )
    : new EmbeddedSearchIndex();
  const parts = [
    config.EVENTSTORE_URL ? 'eventos en KurrentDB' : 'eventos en SQLite',
    config.MONGODB_URL ? 'modelos de lectura en MongoDB' : 'modelos de lectura en SQLite',
    config.MEILISEARCH_URL ? 'búsqueda en Meilisearch' : 'búsqueda en memoria',
    describeBlobs(config),
  ];
  return {
    store,
    readModelStore,
    searchIndex,
    embedder,
    blobs: s3Blobs ?? embeddedBlobStore(config.DATA_DIR),
    sharedWindows,
    persistentSearchIndex: Boolean(config.MEILISEARCH_URL),
    description: parts.join(', '),
    close: async () => {
      await searchIndex.close();
      await sharedWindows.close();
      await readModelStore.close();
      await store.close();
      s3Blobs?.close();
    },
  };
}
