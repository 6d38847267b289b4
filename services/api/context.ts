import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../../infra/ports/blob-store.js';
import type { Embedder } from '../../infra/ports/embedder.js';
import type { EventStore, Position } from '../../infra/ports/event-store.js';
import type { SearchIndex } from '../../infra/ports/search-index.js';
import type { SharedWindows } from '../../infra/ports/shared-windows.js';
import type { ProjectionStatus } from '../../projections/runner/projector.js';
import type { ReadModels } from '../../projections/runner/read-models.js';
import type { Readiness, WaitOptions } from '../../projections/runner/readiness.js';
import type { SecretBox } from './auth/secrets.js';
import type { BackupReporter } from './backup-report.js';
import type { ExternalImageOptions } from './photos/fetch-external-image.js';

/** What the API needs from the projector: refusing writes it cannot project, read-your-writes, and readiness. */
export interface ProjectionsGate {
  readiness(types: readonly string[]): Promise<Readiness>;
  waitFor(position: Position, options?: WaitOptions): Promise<boolean>;
  status(): Promise<ProjectionStatus[]>;
}

/**
 * Photos a listing already names that may not be stored yet (the demo catalogue's, rendered in the background after a
 * first start): the API asks before reading one, and knows nothing of where they come from.
 */
export interface PendingPhotos {
  /** Resolves once photo `id` is stored whole if it is one of them (storing it now if need be); at once otherwise. */
  ensure(id: string): Promise<void>;
}

export interface AppDeps {
  store: EventStore;
  readModels: ReadModels;
  searchIndex: SearchIndex;
  /** Embeds AI-search queries; listings are embedded by the catalogue index projection. */
  embedder: Embedder;
  projections: ProjectionsGate;
  /** Listing photos (`photos/{id}/{width}.webp`). */
  blobs: BlobStore;
  /** The photos `GET /photos/{id}` must wait for rather than answer 404; none outside the demo catalogue. */
  pendingPhotos?: PendingPhotos;
  /** The repeat-view windows, the token-use throttle and the rate limits, shared by every replica on the same store. */
  sharedWindows: SharedWindows;
  /** Stand-ins for DNS, the address policy and time when copying external images (tests only). */
  photoDownloads?: ExternalImageOptions;
  secretBox: SecretBox;
  /** Injected so tests can move time (token expiry, sessions). */
  clock?: () => Date;
  /** The site's address (PUBLIC_URL, no trailing slash): the only source of absolute URLs, never the Host header. */
  publicUrl: string;
  /** Cookies get `Secure` even on a request that arrived over HTTP (set when PUBLIC_URL is https). */
  secureCookies?: boolean;
  /** Fastify's `trustProxy`: the proxies (IP/CIDR list) whose X-Forwarded-* headers are believed; never everyone. */
  trustProxy?: false | string;
  /** The process's JSON logger (services/runtime/logger.ts); none in most tests. */
  logger?: FastifyBaseLogger | false;
  /** /api/ready answers 503 once a projection has left an event waiting longer than this (READY_MAX_LAG_SECONDS). */
  readyMaxLagSeconds?: number;
  /**
   * The zero-configuration demo's admin, whose generated password is kept in a file: told once they chose their own,
   * so the file stops holding one anyone reading the folder would try (issue 38 §8). None outside the demo.
   */
  demoAdmin?: { email: string; passwordChosen(): void };
  /** The nightly backups (BACKUP_DIR), reported by /api/ready and /metrics; none without them. */
  backups?: BackupReporter;
  /** The maps' tile source (MAP_TILES_URL, MAP_TILES_ATTRIBUTION); OpenStreetMap's standard tiles by default. */
  mapTiles?: { tilesUrl?: string; attribution?: string };
  /** The built web app (dist/web); without it the server answers only /api. */
  webRoot?: string;
  /** Per-client limits for sign-in and the contact forms, per minute. */
  rateLimits?: { login: number; contact: number };
}
