import type { Embedder } from '../../ports/embedder.js';
import { normalize } from '../../spanish-text/normalize.js';
import { stem } from '../../spanish-text/stem.js';
import { words } from '../../spanish-text/words.js';
import { CONCEPTS } from './concepts.js';

/** Concept dimensions first, then hashed word stems so texts sharing rare words also come close. */
const HASHED_DIMENSIONS = 48;
const CONCEPT_EMBEDDING_DIMENSIONS = CONCEPTS.length + HASHED_DIMENSIONS;

/** FNV-1a: a stable hash, so a word lands in the same dimension in every process and every release. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/**
 * The built-in Spanish real-estate embedding: deterministic, no download, unit length (or all zeros for a
 * text with nothing in it). Concepts weigh three times a hashed word, since they carry the meaning.
 */
function embedText(text: string): number[] {
  const vector = new Array<number>(CONCEPT_EMBEDDING_DIMENSIONS).fill(0);
  const padded = ` ${normalize(text).replace(/[^a-z0-9]+/g, ' ')} `;
  CONCEPTS.forEach((concept, index) => {
    for (const conceptStem of concept.stems) if (padded.includes(` ${conceptStem}`)) vector[index]! += 3;
  });
  for (const word of words(text)) vector[CONCEPTS.length + (hash(stem(word)) % HASHED_DIMENSIONS)]! += 1;
  const length = Math.hypot(...vector);
  return length === 0 ? vector : vector.map((value) => value / length);
}

/** The default Embedder: the built-in concept vectors. */
export const conceptEmbedder: Embedder = {
  name: 'conceptos en español (integrado)',
  dimensions: CONCEPT_EMBEDDING_DIMENSIONS,
  embed: async (text) => embedText(text),
};
