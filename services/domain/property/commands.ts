import type { Command } from '../shared/decider.js';
import type { PropertyFields } from './events.js';
import type { PublicationRequest } from './publication.js';

/**
 * `now`: ISO-8601 instant the command is handled; ids come from the caller. `agentId`: the asesor in charge (the
 * caller checks it names one), null for the agency itself.
 */
export type ListProperty = Command<
  'ListProperty',
  { propertyId: string; fields: PropertyFields; publication: PublicationRequest; agentId: string | null; now: string }
>;
/**
 * `changes` may hold any subset of the fields; unchanged values are dropped. A new publication and a new asesor
 * travel in the same command, so one save is stored whole or not at all.
 */
export type ReviseProperty = Command<
  'ReviseProperty',
  {
    propertyId: string;
    changes: Partial<PropertyFields>;
    publication?: PublicationRequest;
    agentId?: string | null;
    now: string;
  }
>;
export type ReplacePropertyPhotos = Command<
  'ReplacePropertyPhotos',
  { propertyId: string; photos: string[]; now: string }
>;
export type DelistProperty = Command<'DelistProperty', { propertyId: string; now: string }>;

/** Brings a delisted listing back as it was when delisted. */
export type RestoreProperty = Command<'RestoreProperty', { propertyId: string; now: string }>;

/**
 * Sent by the scheduler when `publishAt` has come. It names the instant it fires for, so a schedule changed or called
 * off in between, or a second delivery of the same one, publishes nothing.
 */
export type PublishScheduledProperty = Command<
  'PublishScheduledProperty',
  { propertyId: string; publishAt: string; now: string }
>;

export type PropertyCommand =
  ListProperty | ReviseProperty | ReplacePropertyPhotos | DelistProperty | RestoreProperty | PublishScheduledProperty;
