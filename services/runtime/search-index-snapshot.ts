import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Embedder } from '../../infra/ports/embedder.js';
import type { EventStore, Position } from '../../infra/ports/event-store.js';
import type { IndexSettings } from '../../infra/ports/search-index.js';
import { EmbeddedSearchIndex } from '../../infra/search-embedded/embedded-search-index.js';
import {
  encodeSnapshot,
  readSnapshotBody,
  readSnapshotHeader,
  SNAPSHOT_FORMAT,
  snapshotPath,
  UnreadableSnapshot,
  writeSnapshotFile,
  type SnapshotHeader,
} from '../../infra/search-embedded/snapshot-file.js';
import { PUBLIC_LISTING_JSON } from '../api/queries/property-dto.js';
import type { Adapters } from './adapters.js';
import type { Config } from './config.js';
import { runtimeProjections } from './projections.js';

/** Everything that shapes the documents of the embedded index, besides the projection's code. */
export interface SnapshotKeyParts {
  indexes: ReadonlyArray<{ index: string; settings: IndexSettings }>;
  embedder: Pick<Embedder, 'name' | 'dimensions'>;
  /** PUBLIC_LISTING_JSON.format: a fingerprint of the listing JSON's schema and serialiser. */
  listingJsonFormat: string;
}

/**
 * A summary of what a snapshot's documents were made with: a snapshot made with other settings, another embedder or
 * another listing JSON format (the DTO schema or its serialiser changed) is not loaded: its documents would not be
 * what the projection now writes, and each would be refused its kept JSON. A change to the projection's own code is
 * not seen here: `npm run projections -- rebuild catalogue-index` removes the snapshot for that.
 */
export function snapshotKey({ indexes, embedder, listingJsonFormat }: SnapshotKeyParts): string {
  const parts = {
    format: SNAPSHOT_FORMAT,
    indexes,
    embedder: { name: embedder.name, dimensions: embedder.dimensions },
    listingJsonFormat,
  };
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** The key of the indexes the processes build (runtimeProjections), for this embedder. */
export function runtimeSnapshotKey(embedder: Embedder): string {
  const indexes = runtimeProjections(embedder).flatMap((registration) =>
    registration.kind === 'search-index' ? [{ index: registration.index, settings: registration.settings }] : [],
  );
  return snapshotKey({ indexes, embedder, listingJsonFormat: PUBLIC_LISTING_JSON.format });
}

interface SnapshotLog {
  info(message: string): void;
  warn(message: string): void;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const since = (started: number) => `${Math.round(performance.now() - started)} ms`;

/**
 * The embedded index's snapshot for a process that projects it (the API with the inline projector): loaded before the
 * projector starts, written after its first catch-up and at a clean stop when the index moved since the snapshot on
 * disk. Nothing here stops the process: a snapshot that cannot be used is logged and ignored (the index is then
 * built from the events, as without one), one that cannot be written is logged.
 */
export class SearchIndexSnapshots {
  /** The checkpoints of the snapshot on disk as this process last loaded or wrote it; null: none. */
  private onDisk: Map<string, Position> | null = null;

  constructor(
    private readonly index: EmbeddedSearchIndex,
    private readonly store: EventStore,
    readonly path: string,
    private readonly key: string,
    private readonly log: SnapshotLog,
  ) {}

  /** Loads a valid snapshot into the (empty) index; true when it did. */
  async load(): Promise<boolean> {
    const started = performance.now();
    try {
      const header = await readSnapshotHeader(this.path);
      if (!header) {
        this.log.info(`Sin instantánea del índice de búsqueda en ${this.path}: se construye desde los eventos.`);
        return false;
      }
      const stale = await this.staleness(header);
      if (stale) return this.discard(stale);
      const snapshot = await readSnapshotBody(this.path, header);
      this.index.importSnapshot(snapshot);
      this.onDisk = new Map(snapshot.map(({ name, state }) => [name, state.checkpoint as Position]));
      const documents = header.indexes.reduce((sum, entry) => sum + entry.documents, 0);
      this.log.info(
        `Índice de búsqueda cargado de su instantánea (${documents} documentos, checkpoint ${checkpointsOf(header)}, ` +
          `escrita el ${header.writtenAt}) en ${since(started)}; se pone al día desde ahí.`,
      );
      return true;
    } catch (error) {
      return this.discard(
        error instanceof UnreadableSnapshot ? error.message : `no se pudo cargar: ${(error as Error).message}`,
      );
    }
  }

  /** After the first catch-up: writes the snapshot unless the one on disk already holds the same checkpoints. */
  async afterCatchUp(): Promise<void> {
    if (await this.moved()) await this.write();
  }

  /**
   * At a clean stop, with the projector stopped. A snapshot this process loaded or wrote that is gone was removed on
   * purpose (`npm run projections -- rebuild`): writing another would undo that, so the next start rebuilds.
   */
  async atStop(): Promise<void> {
    if (this.onDisk && !existsSync(this.path)) {
      this.log.info(
        `La instantánea del índice de búsqueda fue eliminada (npm run projections -- rebuild): no se escribe otra; el próximo inicio reconstruye el índice desde los eventos.`,
      );
      return;
    }
    if (await this.moved()) await this.write();
  }

  /** Why the snapshot does not belong to this configuration and this event log, or null when it does. */
  private async staleness(header: SnapshotHeader): Promise<string | null> {
    if (header.key !== this.key)
      return 'se hizo con otra configuración del índice (ajustes, modelo de vectores o formato de los anuncios)';
    const head = await this.store.headPosition();
    for (const entry of header.indexes) {
      const checkpoint = BigInt(entry.checkpoint);
      if (checkpoint > head)
        return `su checkpoint ${checkpoint} va más allá del último evento del registro (${head}): el registro de eventos no es el mismo (¿otro DATA_DIR o una copia de seguridad restaurada?)`;
      if ((await this.eventIdAt(checkpoint)) !== entry.eventId)
        return `el evento en su checkpoint ${checkpoint} no es el que registró: el registro de eventos fue reemplazado por otro`;
    }
    return null;
  }

  private discard(reason: string): false {
    this.log.warn(
      `Instantánea del índice de búsqueda descartada (${this.path}): ${reason}. Se reconstruye desde los eventos.`,
    );
    return false;
  }

  private async moved(): Promise<boolean> {
    const names = new Set([...(this.onDisk?.keys() ?? []), ...this.index.names()]);
    for (const name of names)
      if ((await this.index.getCheckpoint(name)) !== (this.onDisk?.get(name) ?? null)) return true;
    return false;
  }

  private async write(): Promise<void> {
    const started = performance.now();
    try {
      // Exported and serialised in one synchronous step: a batch the projector applies meanwhile is not half in it.
      const snapshot = this.index.exportSnapshot().filter(({ state }) => state.checkpoint !== null);
      if (snapshot.length === 0) return;
      const body = encodeSnapshot(snapshot);
      const indexes = [];
      for (const { name, state } of snapshot) {
        const checkpoint = state.checkpoint as Position;
        const eventId = await this.eventIdAt(checkpoint);
        if (eventId === null) throw new Error(`no hay evento en su checkpoint ${checkpoint}`);
        indexes.push({ name, checkpoint: checkpoint.toString(), eventId, documents: state.ids.length });
      }
      const bytes = await writeSnapshotFile(this.path, { key: this.key, indexes }, body);
      this.onDisk = new Map(snapshot.map(({ name, state }) => [name, state.checkpoint as Position]));
      const documents = indexes.reduce((sum, entry) => sum + entry.documents, 0);
      this.log.info(
        `Instantánea del índice de búsqueda escrita en ${this.path}: ${documents} documentos, checkpoint ` +
          `${indexes.map((entry) => entry.checkpoint).join(', ')}, ${mib(bytes)} en ${since(started)}.`,
      );
    } catch (error) {
      this.log.warn(
        `No se pudo escribir la instantánea del índice de búsqueda en ${this.path}: ${(error as Error).message}. El próximo inicio lo reconstruirá desde donde llegue la instantánea anterior, o desde los eventos.`,
      );
    }
  }

  private async eventIdAt(position: Position): Promise<string | null> {
    for await (const event of this.store.readAll({ after: position - 1n, limit: 1 }))
      return event.position === position ? event.id : null;
    return null;
  }
}

const checkpointsOf = (header: SnapshotHeader) => header.indexes.map((entry) => entry.checkpoint).join(', ');

/**
 * Snapshots for the API with the inline projector, on the embedded index and a data directory on disk; null
 * otherwise: Meilisearch keeps its own index, `:memory:` has no disk, and with PROJECTOR=external this process does
 * not project the index (the projector process does, in its own memory), so it has nothing to save or to resume.
 */
export function apiSearchIndexSnapshots(
  config: Config,
  adapters: Adapters,
  log: SnapshotLog,
): SearchIndexSnapshots | null {
  const { searchIndex } = adapters;
  if (!(searchIndex instanceof EmbeddedSearchIndex) || config.DATA_DIR === ':memory:' || config.PROJECTOR !== 'inline')
    return null;
  return new SearchIndexSnapshots(
    searchIndex,
    adapters.store,
    snapshotPath(config.DATA_DIR),
    runtimeSnapshotKey(adapters.embedder),
    log,
  );
}
