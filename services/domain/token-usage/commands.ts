import type { Command } from '../shared/decider.js';

export type RecordTokenUse = Command<'RecordTokenUse', { tokenId: string; now: string }>;
export type TokenUsageCommand = RecordTokenUse;
