import type { DomainEvent } from '../shared/decider.js';

export interface AiSearchConfigFields {
  enabled: boolean;
  description: string;
}

export const AI_SEARCH_CONFIG_STREAM = 'config-ai-search';

export type AiSearchConfigChanged = DomainEvent<'AiSearchConfigChanged', AiSearchConfigFields & { changedAt: string }>;
export type AiSearchConfigEvent = AiSearchConfigChanged;
export const AI_SEARCH_CONFIG_EVENT_TYPES = ['AiSearchConfigChanged'] as const;
