/** Cosine similarity mapped to 0..1 (1 = same direction), comparable with a normalized text score. */
export function similarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  if (normA === 0 || normB === 0) return 0;
  return (dot / Math.sqrt(normA * normB) + 1) / 2;
}
