import { MongoClient, MongoServerError, type Collection } from 'mongodb';
import type { SharedWindows, WindowCount } from '../ports/shared-windows.js';
import { databaseInUrl } from './mongodb-read-model-store.js';

interface WindowRow {
  _id: string;
  count: number;
  /** A date, so that the TTL index can remove the row once its window has ended. */
  resetAt: Date;
}

const COLLECTION = '_shared_windows';
const DUPLICATE_KEY = 11000;
/** A hit that lost an insert race finds the row on its next try; more tries only cover the TTL monitor racing too. */
const maxHitAttempts = 3;

export interface MongoSharedWindowsOptions {
  /** Defaults to the database named in the URL, else `portal` (the read models' database). */
  database?: string;
}

/**
 * The production SharedWindows: one row per key in `_shared_windows`, which every API replica reaches.
 *
 * A hit is one `findOneAndUpdate` with upsert whose update pipeline decides from the row as it stands (window
 * still open: one more; ended or missing: a new window from this hit), so MongoDB applies it atomically to the
 * row and concurrent hits from any replica are serialised on it. Two first hits at once both try to insert;
 * the server itself retries the loser as an update (an upsert on an equality match of `_id`),
 * but only a bounded number of times, so a duplicate-key error that still comes back is retried here.
 *
 * The TTL index only clears ended windows away (its monitor runs about once a minute, on the server's clock);
 * correctness never waits for it, because an ended window still in the collection is treated as absent.
 */
export class MongoSharedWindows implements SharedWindows {
  static async connect(url: string, options: MongoSharedWindowsOptions = {}): Promise<MongoSharedWindows> {
    const client = new MongoClient(url);
    try {
      await client.connect();
      const rows = client.db(options.database ?? databaseInUrl(url) ?? 'portal').collection<WindowRow>(COLLECTION);
      await rows.createIndex({ resetAt: 1 }, { expireAfterSeconds: 0 });
      return new MongoSharedWindows(client, rows);
    } catch (error) {
      await client.close();
      throw error;
    }
  }

  private constructor(
    private readonly client: MongoClient,
    private readonly rows: Collection<WindowRow>,
  ) {}

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.hitOnce(key, windowMs, now);
      } catch (error) {
        if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY) || attempt === maxHitAttempts)
          throw error;
      }
    }
  }

  private async hitOnce(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const open = { $gt: ['$resetAt', new Date(now)] };
    const row = await this.rows.findOneAndUpdate(
      { _id: key },
      [
        {
          // Both fields read the row as it was before this update (one $set stage), never each other's new value.
          $set: {
            count: { $cond: [open, { $add: ['$count', 1] }, 1] },
            resetAt: { $cond: [open, '$resetAt', new Date(now + windowMs)] },
          },
        },
      ],
      { upsert: true, returnDocument: 'after' },
    );
    if (!row) throw new Error(`MongoDB returned no row for the upserted window ${key}`);
    return { count: row.count, resetAt: row.resetAt.getTime() };
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
