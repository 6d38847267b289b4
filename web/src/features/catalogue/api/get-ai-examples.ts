import useSWR from 'swr';
import { z } from 'zod';
import { AiExampleSchema } from '../../../lib/api-contract';
import { fetchJson } from '../../../lib/fetch-json';
import { examplePrompts, examplesUrl, FALLBACK_PROMPTS } from './example-prompts';

const ExampleList = z.array(AiExampleSchema);

/** Example searches that fit the chosen type, municipality and status (GET /api/ai-search-examples). */
export function useAiExamples(context: { propertyTypeId: string; municipalityId: string; status: string }): string[] {
  const { data, error } = useSWR(examplesUrl(context), (url: string) => fetchJson(url, ExampleList));
  if (data) return examplePrompts(data);
  return error ? [...FALLBACK_PROMPTS] : [];
}
