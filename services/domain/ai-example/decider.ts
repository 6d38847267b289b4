import { orderedOptionDecider, type OrderedOptionState } from '../ordered-option/decider.js';
import { PROPERTY_STATUSES } from '../property/events.js';
import { INVALID_STATUS } from '../property/messages.js';
import type { Decider } from '../shared/decider.js';
import { isBlank, isOneOf } from '../shared/validation.js';
import type { AiExampleCommand, AiSearchExampleInput } from './commands.js';
import { AI_EXAMPLE_CATEGORIES, aiExampleStream, type AiExampleEvent, type AiSearchExampleFields } from './events.js';
import { AI_EXAMPLE_DUPLICATE, AI_EXAMPLE_NOT_FOUND, EXAMPLE_REQUIRED, INVALID_CATEGORY } from './messages.js';

const blankToNull = (value: string | null) => (value !== null && isBlank(value) ? null : value);

/** SPEC §3: an empty context field means "any" and is stored as null; fields not given stay absent. */
function normalizeChanges(changes: Partial<AiSearchExampleInput>): Partial<AiSearchExampleFields> {
  const { propertyTypeId, municipalityId, status, ...rest } = changes;
  const normalized: Partial<AiSearchExampleFields> = rest;
  if (propertyTypeId !== undefined) normalized.propertyTypeId = blankToNull(propertyTypeId);
  if (municipalityId !== undefined) normalized.municipalityId = blankToNull(municipalityId);
  if (status !== undefined) normalized.status = status === '' ? null : status;
  return normalized;
}

export const aiExampleDecider = orderedOptionDecider({
  types: {
    add: 'AddAiSearchExample',
    change: 'ChangeAiSearchExample',
    remove: 'RemoveAiSearchExample',
    added: 'AiSearchExampleAdded',
    changed: 'AiSearchExampleChanged',
    removed: 'AiSearchExampleRemoved',
  },
  streamOf: aiExampleStream,
  messages: { duplicate: AI_EXAMPLE_DUPLICATE, notFound: AI_EXAMPLE_NOT_FOUND },
  normalize: {
    whole: (fields: AiSearchExampleInput): AiSearchExampleFields => ({
      ...fields,
      propertyTypeId: blankToNull(fields.propertyTypeId),
      municipalityId: blankToNull(fields.municipalityId),
      status: fields.status === '' ? null : fields.status,
    }),
    changes: normalizeChanges,
  },
  check: (fields, checks) =>
    checks
      .check(!isBlank(fields.example), 'example', EXAMPLE_REQUIRED)
      .check(fields.status === null || isOneOf(PROPERTY_STATUSES, fields.status), 'status', INVALID_STATUS)
      .check(isOneOf(AI_EXAMPLE_CATEGORIES, fields.category), 'category', INVALID_CATEGORY),
}) satisfies Decider<OrderedOptionState<AiSearchExampleFields>, AiExampleCommand, AiExampleEvent>;
