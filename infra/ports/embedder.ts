/**
 * The Embeddings port: text → vector for hybrid ranking. Default: built-in Spanish concept vectors
 * (infra/embeddings/concept), deterministic and offline. Vectors of listings are computed by the catalogue
 * index projection, never per request; only the query is embedded per request.
 */
export interface Embedder {
  /** For logs and the status command. */
  readonly name: string;
  readonly dimensions: number;
  /** A unit-length vector (all zeros for a text with nothing to embed). */
  embed(text: string): Promise<number[]>;
}
