import type { PropertyStatus } from '../property/events.js';
import type { Command } from '../shared/decider.js';
import type { AiSearchExampleFields } from './events.js';

/** As forms send them: an empty context field ('') means "any" and is stored as null (SPEC §3). */
export type AiSearchExampleInput = Omit<AiSearchExampleFields, 'propertyTypeId' | 'municipalityId' | 'status'> & {
  propertyTypeId: string | null;
  municipalityId: string | null;
  status: PropertyStatus | '' | null;
};

export type AddAiSearchExample = Command<
  'AddAiSearchExample',
  { id: string; fields: AiSearchExampleInput; now: string }
>;
/** `changes` may hold any subset of the fields; unchanged values are dropped. */
export type ChangeAiSearchExample = Command<
  'ChangeAiSearchExample',
  { id: string; changes: Partial<AiSearchExampleInput>; now: string }
>;
export type RemoveAiSearchExample = Command<'RemoveAiSearchExample', { id: string; now: string }>;

export type AiExampleCommand = AddAiSearchExample | ChangeAiSearchExample | RemoveAiSearchExample;
