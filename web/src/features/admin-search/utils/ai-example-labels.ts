import type { z } from 'zod';
import type { AiExampleSchema } from '../../../lib/api-contract';
import { STATUS_FILTER_OPTIONS } from '../../../lib/admin/admin-status';

export type AiExample = z.infer<typeof AiExampleSchema>;
export type AiExampleCategory = AiExample['category'];

/** SPEC §5's categories with their Spanish names, in the order the panel groups them. */
export const CATEGORY_LABEL: Record<AiExampleCategory, string> = {
  general: 'General',
  luxury: 'Lujo',
  economic: 'Económico',
  family: 'Familiar',
};
export const CATEGORY_ORDER = Object.keys(CATEGORY_LABEL) as AiExampleCategory[];

const STATUS_NAMES = new Map(STATUS_FILTER_OPTIONS.map(({ value, label }) => [value, label]));

/**
 * What an example is tied to, as the admin reads it: the type, municipality and status a visitor must have chosen
 * (or nothing chosen) for it to be offered. Ids no longer in the master data are shown as they are stored.
 */
export function exampleContext(
  example: Pick<AiExample, 'propertyTypeId' | 'municipalityId' | 'status'>,
  names: { propertyTypes: ReadonlyMap<string, string>; municipalities: ReadonlyMap<string, string> },
): string[] {
  const context: string[] = [];
  if (example.propertyTypeId !== null)
    context.push(names.propertyTypes.get(example.propertyTypeId) ?? example.propertyTypeId);
  if (example.municipalityId !== null)
    context.push(names.municipalities.get(example.municipalityId) ?? example.municipalityId);
  if (example.status !== null) context.push(STATUS_NAMES.get(example.status) ?? example.status);
  return context;
}
