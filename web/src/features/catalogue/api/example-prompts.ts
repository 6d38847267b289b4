/** SPEC §9: at most four example chips. */
const MAX_EXAMPLES = 4;

/** SPEC §9: used when the server has no example for the current context. */
export const FALLBACK_PROMPTS = [
  'Apartamento en arriendo con 2 habitaciones y parqueadero',
  'Casa en venta con jardín para una familia',
  'Apartamento para estrenar cerca del transporte público',
  'Oficina en arriendo con buena ubicación',
] as const;

export function examplePrompts(examples: readonly { example: string }[]): string[] {
  const texts = examples.map((item) => item.example.trim()).filter((text) => text !== '');
  return (texts.length > 0 ? texts : [...FALLBACK_PROMPTS]).slice(0, MAX_EXAMPLES);
}

/** SPEC §7: the context goes along only when set. */
export function examplesUrl(context: { propertyTypeId: string; municipalityId: string; status: string }): string {
  const query = new URLSearchParams(Object.entries(context).filter(([, value]) => value !== ''));
  const text = query.toString();
  return text ? `/api/ai-search-examples?${text}` : '/api/ai-search-examples';
}
