import type { DomainEvent } from '../shared/decider.js';
import type { PropertyStatus } from '../property/events.js';

export const AI_EXAMPLE_CATEGORIES = ['general', 'luxury', 'economic', 'family'] as const;
export type AiExampleCategory = (typeof AI_EXAMPLE_CATEGORIES)[number];

export interface AiSearchExampleFields {
  example: string;
  propertyTypeId: string | null;
  municipalityId: string | null;
  status: PropertyStatus | null;
  category: AiExampleCategory;
  sortOrder: number;
  isActive: boolean;
}

export const aiExampleStream = (id: string) => `ai-example-${id}`;

export type AiSearchExampleAdded = DomainEvent<
  'AiSearchExampleAdded',
  { id: string; addedAt: string } & AiSearchExampleFields
>;
export type AiSearchExampleChanged = DomainEvent<
  'AiSearchExampleChanged',
  { id: string; changes: Partial<AiSearchExampleFields>; changedAt: string }
>;
export type AiSearchExampleRemoved = DomainEvent<'AiSearchExampleRemoved', { id: string; removedAt: string }>;

export type AiExampleEvent = AiSearchExampleAdded | AiSearchExampleChanged | AiSearchExampleRemoved;
export const AI_EXAMPLE_EVENT_TYPES = [
  'AiSearchExampleAdded',
  'AiSearchExampleChanged',
  'AiSearchExampleRemoved',
] as const;
