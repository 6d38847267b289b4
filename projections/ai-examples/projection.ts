import type { AiSearchExampleFields } from '../../services/domain/ai-example/events.js';
import { AI_EXAMPLE_EVENT_TYPES } from '../../services/domain/ai-example/events.js';
import { orderedOptionProjection, type OrderedOptionDocument } from '../shared/ordered-option-projection.js';

export type AiExampleDocument = OrderedOptionDocument<AiSearchExampleFields>;

export const aiExamplesProjection = orderedOptionProjection<AiSearchExampleFields>(
  'ai-examples',
  AI_EXAMPLE_EVENT_TYPES,
);
