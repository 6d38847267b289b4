import { MongoClient, MongoServerError, type AnyBulkWriteOperation, type Db } from 'mongodb';
import type { Position } from '../ports/event-store.js';
import type { Filter, Sort } from '../ports/filter.js';
import {
  collectionKey,
  type CollectionReader,
  type Document,
  type FindOptions,
  type ReadModelStore,
  type ReadModelTransaction,
} from '../ports/read-model-store.js';
import { runBuffered, type BufferedWrites } from '../read-model-store/buffered-transaction.js';
import { mongoFilter } from './mongo-filter.js';

interface StoredDocument {
  _id: string;
  [field: string]: unknown;
}

interface CheckpointRow {
  _id: string;
  /** A decimal string: positions are 64-bit and must survive exactly. */
  position: string;
  /** Bumped by `active.promote`, only to make a concurrent checkpoint commit conflict with it. */
  promotions?: number;
}

interface ActiveVersionRow {
  _id: string;
  version: number;
}

export interface MongoReadModelStoreOptions {
  /** Defaults to the database named in the URL, else `portal`. */
  database?: string;
}

/** BSON types that sort among themselves; anything else (missing, null, arrays, objects) sorts last. */
const ORDERED_TYPES = ['double', 'int', 'long', 'decimal', 'string', 'bool'];
const NAMESPACE_NOT_FOUND = 26;

/**
 * The production ReadModelStore on MongoDB: one Mongo collection per `${name}_v${version}` with `_id` = id,
 * checkpoints in `_checkpoints` and active versions in `_active_versions`. Filters are passed to MongoDB
 * as they are (the Filter language is a subset of its query language).
 *
 * `withTransaction` commits through a multi-document transaction, so MongoDB must run as a replica set
 * (a single-node one is enough: `mongod --replSet rs0` then `rs.initiate()`); a standalone server rejects it.
 */
export class MongoReadModelStore implements ReadModelStore {
  static async connect(url: string, options: MongoReadModelStoreOptions = {}): Promise<MongoReadModelStore> {
    const client = new MongoClient(url);
    await client.connect();
    return new MongoReadModelStore(client, client.db(options.database ?? databaseInUrl(url) ?? 'portal'));
  }

  private readonly checkpointRows;
  private readonly activeRows;

  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {
    this.checkpointRows = db.collection<CheckpointRow>('_checkpoints');
    this.activeRows = db.collection<ActiveVersionRow>('_active_versions');
  }

  collection<T extends Document = Document>(name: string, version: number): CollectionReader<T> {
    const key = collectionKey(name, version);
    return {
      get: async (id) => (await this.read(key, id)) as T | null,
      find: async (filter: Filter = {}, options: FindOptions = {}) => (await this.find(key, filter, options)) as T[],
      count: async (filter: Filter = {}) => this.documents(key).countDocuments(mongoFilter(filter)),
    };
  }

  withTransaction<R>(fn: (tx: ReadModelTransaction) => Promise<R>): Promise<R> {
    return runBuffered(
      fn,
      (key, id) => this.read(key, id),
      (writes) => this.commit(writes),
    );
  }

  checkpoints = {
    get: async (projection: string): Promise<Position | null> => {
      const row = await this.checkpointRows.findOne({ _id: projection });
      return row ? BigInt(row.position) : null;
    },
    delete: async (projection: string): Promise<void> => {
      await this.checkpointRows.deleteOne({ _id: projection });
    },
  };

  active = {
    get: async (name: string): Promise<number | null> =>
      (await this.activeRows.findOne({ _id: name }))?.version ?? null,
    set: async (name: string, version: number): Promise<void> => {
      await this.activeRows.updateOne({ _id: name }, { $set: { version } }, { upsert: true });
    },
    promote: async (name: string, from: number, to: number): Promise<'promoted' | 'behind' | 'moved'> => {
      const session = this.client.startSession();
      try {
        return await session.withTransaction(async () => {
          const active = (await this.activeRows.findOne({ _id: name }, { session }))?.version ?? 1;
          if (active !== from) return 'moved' as const;
          // Snapshot isolation alone would let the projector commit a checkpoint for `from` after this read
          // (write skew); writing that row too makes such a commit conflict with this transaction.
          const guard = await this.checkpointRows.findOneAndUpdate(
            { _id: collectionKey(name, from) },
            { $inc: { promotions: 1 } },
            { session, returnDocument: 'after' },
          );
          const target = await this.checkpointRows.findOne({ _id: collectionKey(name, to) }, { session });
          const position = (row: CheckpointRow | null) => (row?.position === undefined ? -1n : BigInt(row.position));
          if (position(target) < position(guard)) return 'behind' as const;
          await this.activeRows.updateOne({ _id: name }, { $set: { version: to } }, { upsert: true, session });
          return 'promoted' as const;
        });
      } finally {
        await session.endSession();
      }
    },
  };

  /** A real write (one small document), so a full disk or a lost primary shows before a projection meets it. */
  async checkWritable(): Promise<void> {
    await this.db
      .collection<{ _id: string; at: Date }>('_health')
      .updateOne({ _id: 'write-probe' }, { $set: { at: new Date() } }, { upsert: true });
  }

  async drop(name: string, version: number): Promise<void> {
    try {
      await this.documents(collectionKey(name, version)).drop();
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND)) throw error;
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private documents(key: string) {
    return this.db.collection<StoredDocument>(key);
  }

  private async read(key: string, id: string): Promise<Document | null> {
    return (await this.documents(key).findOne({ _id: id }, { projection: { _id: 0 } })) as Document | null;
  }

  private async find(key: string, filter: Filter, { sort = [], skip, limit }: FindOptions): Promise<Document[]> {
    // For MongoDB a limit of 0 means "no limit"; for the port it means an empty page.
    if (limit === 0) return [];
    if (sort.length === 0) {
      const found = await this.documents(key)
        .find(mongoFilter(filter), { projection: { _id: 0 }, sort: { _id: 1 }, skip, limit })
        .toArray();
      // The projection took `_id` away, which the driver's types cannot follow.
      return found as unknown as Document[];
    }
    const { addFields, sortBy, helperFields } = nullsLastSort(sort);
    const pipeline = [
      { $match: mongoFilter(filter) },
      { $addFields: addFields },
      { $sort: sortBy },
      ...(skip ? [{ $skip: skip }] : []),
      ...(limit !== undefined ? [{ $limit: limit }] : []),
      { $project: Object.fromEntries(['_id', ...helperFields].map((field) => [field, 0])) },
    ];
    return (await this.documents(key).aggregate(pipeline).toArray()) as Document[];
  }

  /** One multi-document transaction: every collection's bulk write and every checkpoint, or nothing. */
  private async commit({ documents, checkpoints }: BufferedWrites): Promise<void> {
    const session = this.client.startSession();
    try {
      await session.withTransaction(async () => {
        for (const [key, pending] of documents) {
          const operations: AnyBulkWriteOperation<StoredDocument>[] = [...pending].map(([id, json]) =>
            json === null
              ? { deleteOne: { filter: { _id: id } } }
              : {
                  replaceOne: {
                    filter: { _id: id },
                    replacement: { ...(JSON.parse(json) as Document), _id: id },
                    upsert: true,
                  },
                },
          );
          await this.documents(key).bulkWrite(operations, { session, ordered: true });
        }
        for (const [projection, position] of checkpoints) {
          await this.checkpointRows.updateOne(
            { _id: projection },
            { $set: { position: position.toString() } },
            { upsert: true, session },
          );
        }
      });
    } finally {
      await session.endSession();
    }
  }
}

/**
 * MongoDB sorts missing and null first when ascending; the port (infra/filter/compare-sort.ts) puts them,
 * and any value that is not a number, string or boolean, last in both directions. Each key therefore sorts
 * on a rank (0 ordered, 1 not) and then on the value itself, kept only when it is orderable so that
 * unorderable values tie and fall back to `_id`.
 */
function nullsLastSort(sort: Sort) {
  const addFields: Record<string, unknown> = {};
  const sortBy: Record<string, 1 | -1> = {};
  const helperFields: string[] = [];
  sort.forEach(([path, direction], index) => {
    const rank = `__sortRank${index}`;
    const value = `__sortValue${index}`;
    const orderable = { $in: [{ $type: `$${path}` }, ORDERED_TYPES] };
    addFields[rank] = { $cond: [orderable, 0, 1] };
    addFields[value] = { $cond: [orderable, `$${path}`, null] };
    sortBy[rank] = 1;
    sortBy[value] = direction;
    helperFields.push(rank, value);
  });
  sortBy._id = 1;
  return { addFields, sortBy, helperFields };
}

export function databaseInUrl(url: string): string | undefined {
  const name = /^mongodb(?:\+srv)?:\/\/[^/?]+\/([^?]+)/.exec(url)?.[1];
  return name ? decodeURIComponent(name) : undefined;
}
