/**
 * Serialized answers of the hottest public reads (catalogue pages), valid while the data they were made
 * from has not moved: each entry remembers the projection checkpoint it was computed at, so a write is
 * visible on the next read (read-your-writes holds) and nothing needs explicit invalidation.
 * Least recently used entries go first.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { version: string; body: string }>();

  constructor(private readonly maxEntries = 1_000) {}

  get(key: string, version: string): string | null {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return null;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: string, body: string): void {
    this.entries.delete(key);
    this.entries.set(key, { version, body });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
