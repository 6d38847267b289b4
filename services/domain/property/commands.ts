import type { Command } from '../shared/decider.js';
import type { PropertyFields } from './events.js';
import type { PublicationRequest } from './publication.js';

/**
 * What every command a person sends carries: `now`, the ISO-8601 instant it is handled, and `asesorId`, the user id
 * of the asesor sending it (absent for an admin, an API token or the system): an asesor changes only the listings
 * assigned to them, and assigns none.
 */
interface Sent {
  propertyId: string;
  now: string;
  asesorId?: string;
}

/**
 * Ids come from the caller. `agentId`: the asesor in charge (the caller checks it names one), null for the agency
 * itself; an asesor's new listing is their own.
 */
export type ListProperty = Command<
  'ListProperty',
  Sent & { fields: PropertyFields; publication: PublicationRequest; agentId: string | null }
>;
/**
 * `changes` may hold any subset of the fields; unchanged values are dropped. A new publication and a new asesor
 * travel in the same command, so one save is stored whole or not at all.
 */
export type ReviseProperty = Command<
  'ReviseProperty',
  Sent & { changes: Partial<PropertyFields>; publication?: PublicationRequest; agentId?: string | null }
>;
/**
 * The photos in order, and the plans when the sender says which they are. Without `plans` (SPEC clients know only
 * photos) the plans stay as they were, but for any now named among the photos: those are photos again.
 */
export type ReplacePropertyPhotos = Command<'ReplacePropertyPhotos', Sent & { photos: string[]; plans?: string[] }>;
export type DelistProperty = Command<'DelistProperty', Sent>;

/** Brings a delisted listing back as it was when delisted. */
export type RestoreProperty = Command<'RestoreProperty', Sent>;

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
