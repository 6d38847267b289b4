import type { AiExampleDocument } from '../../../projections/ai-examples/projection.js';

export interface ExampleContext {
  propertyTypeId?: string | undefined;
  municipalityId?: string | undefined;
  status?: string | undefined;
}

const CONTEXT_KEYS = ['propertyTypeId', 'municipalityId', 'status'] as const;

/**
 * Examples that fit what the visitor is looking at, best first: an example tied to a different type,
 * place or operation is left out; among the rest, the more of the context it matches the better, then sortOrder.
 */
export function contextualExamples(examples: AiExampleDocument[], context: ExampleContext): AiExampleDocument[] {
  const scored: Array<{ example: AiExampleDocument; score: number }> = [];
  for (const example of examples) {
    let score = 0;
    let fits = true;
    for (const key of CONTEXT_KEYS) {
      const own = example[key];
      if (own === null) continue;
      const wanted = context[key];
      if (wanted === undefined) continue;
      if (own === wanted) score++;
      else fits = false;
    }
    if (fits) scored.push({ example, score });
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.example.sortOrder - b.example.sortOrder ||
        a.example.example.localeCompare(b.example.example, 'es'),
    )
    .map(({ example }) => example);
}
