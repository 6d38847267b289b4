import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readModelStoreContract } from '../contract/read-model-store.contract.js';
import { openDatabase } from './open-database.js';
import { SqliteReadModelStore } from './sqlite-read-model-store.js';

readModelStoreContract('SqliteReadModelStore (:memory:)', async () => {
  const store = new SqliteReadModelStore(openDatabase(':memory:'));
  return { store, cleanup: () => store.close() };
});

describe('SqliteReadModelStore on a file', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sqlite-read-models-'));
    file = join(dir, 'read-models.db');
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps documents, checkpoints and active versions across reopening', async () => {
    const store = new SqliteReadModelStore(openDatabase(file));
    await store.withTransaction(async (tx) => {
      tx.collection('properties', 1).put({ id: 'p1', title: 'Casa' });
      tx.setCheckpoint('properties_v1', 12n);
    });
    await store.active.set('properties', 1);
    await store.close();

    const reopened = new SqliteReadModelStore(openDatabase(file));
    expect(await reopened.collection('properties', 1).get('p1')).toEqual({ id: 'p1', title: 'Casa' });
    expect(await reopened.checkpoints.get('properties_v1')).toBe(12n);
    expect(await reopened.active.get('properties')).toBe(1);
    await reopened.close();
  });

  it('sees what another connection wrote to the same file, although it serves reads from memory', async () => {
    const server = new SqliteReadModelStore(openDatabase(file));
    const script = new SqliteReadModelStore(openDatabase(file));
    await server.withTransaction(async (tx) => tx.collection('leads', 1).put({ id: 'l1', name: 'Ana' }));
    expect(await server.collection('leads', 1).count()).toBe(1);

    await script.withTransaction(async (tx) => {
      tx.collection('leads', 1).put({ id: 'l2', name: 'Luis' });
      tx.collection('leads', 1).delete('l1');
    });
    expect(await server.collection('leads', 1).find()).toEqual([{ id: 'l2', name: 'Luis' }]);
    await script.drop('leads', 1);
    expect(await server.collection('leads', 1).get('l2')).toBeNull();
    await server.close();
    await script.close();
  });

  it('reads one row for a get, and loads a collection whole only for find and count', async () => {
    const store = new SqliteReadModelStore(openDatabase(file));
    await store.withTransaction(async (tx) => {
      for (const id of ['p1', 'p2', 'p3']) tx.collection('properties', 1).put({ id, title: `Casa ${id}` });
    });
    await store.close();
    const statements: string[] = [];
    const reopened = new SqliteReadModelStore(new Database(file, { verbose: (sql) => statements.push(String(sql)) }));
    const properties = reopened.collection('properties', 1);
    const loadsWhole = () => statements.filter((sql) => /^SELECT id, doc FROM documents/.test(sql)).length;

    expect(await properties.get('p2')).toEqual({ id: 'p2', title: 'Casa p2' });
    expect(await properties.get('p9')).toBeNull();
    await reopened.withTransaction(async (tx) => {
      const doc = await tx.collection('properties', 1).get('p1');
      tx.collection('properties', 1).put({ ...doc!, title: 'Casa grande' });
    });
    expect(loadsWhole()).toBe(0);

    expect(await properties.count()).toBe(3);
    expect(await properties.get('p1')).toEqual({ id: 'p1', title: 'Casa grande' });
    expect(loadsWhole()).toBe(1);
    await reopened.close();
  });

  it('refuses a transaction object used after its transaction ended', async () => {
    const store = new SqliteReadModelStore(openDatabase(file));
    let leaked: Parameters<Parameters<typeof store.withTransaction>[0]>[0] | undefined;
    await store.withTransaction(async (tx) => {
      leaked = tx;
    });
    expect(() => leaked?.collection('x', 1).put({ id: 'a' })).toThrow(/transaction is over/);
    expect(await store.collection('x', 1).get('a')).toBeNull();
    await store.close();
  });
});
