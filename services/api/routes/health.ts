import { z } from 'zod';
import { CATALOGUE_INDEX } from '../../../projections/catalogue-index/projection.js';
import type { ProjectionStatus } from '../../../projections/runner/projector.js';
import { isAdmin } from '../auth/principal.js';
import { mailHealth } from '../../../reactors/outbox/outbox-store.js';
import type { AppDeps } from '../context.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';

/** READY_MAX_LAG_SECONDS when unset: three times the wait after which commands are refused (DEFAULT_LAG_BOUND_MS). */
export const DEFAULT_READY_MAX_LAG_SECONDS = 30;

const AliveSchema = z.object({ status: z.literal('ok') });

const ReadySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  storage: z.object({
    events: z.enum(['ok', 'unwritable']),
    readModels: z.enum(['ok', 'unwritable']),
    searchIndex: z.enum(['ok', 'unreachable']),
  }),
  maxLagSeconds: z.number(),
  projections: z.array(
    z.object({
      name: z.string(),
      state: z.enum(['idle', 'running', 'retrying', 'failed']),
      lagEvents: z.number().int(),
      lagSeconds: z.number(),
      failure: z.string().nullable(),
    }),
  ),
  /**
   * The outbox (issue 26): `retrying` while the mail server fails (the messages wait, nothing is lost), `stopped` when
   * composing a message failed. Mail never makes the service not ready: the site serves without it.
   */
  mail: z.object({
    state: z.enum(['ok', 'retrying', 'stopped']),
    pending: z.number().int(),
    failed: z.number().int(),
    failingSince: z.string().nullable(),
    lastError: z.string().nullable().describe('Solo para administradores'),
  }),
  /**
   * The nightly backups (BACKUP_DIR), absent without them. Like mail, they never make the service not ready: a failed
   * backup is the operator's to fix, and the site serves meanwhile.
   */
  backup: z
    .object({
      lastAt: z.string().nullable().describe('La copia completa más reciente; null antes de la primera'),
      lastEvents: z.number().int().nullable(),
      failedAt: z.string().nullable().describe('El último intento, si falló'),
      lastError: z.string().nullable().describe('Solo para administradores'),
    })
    .optional(),
  /** Why the service is not ready, in Spanish; empty when it is. */
  reasons: z.array(z.string()),
});

/** A probe is a real write: done at most this often (by the app's clock), however often the endpoint is called. */
const PROBE_INTERVAL_MS = 2_000;

type StorageReport = z.infer<typeof ReadySchema>['storage'];

function storageProbe(deps: AppDeps, clock: () => Date) {
  let last: { at: number; report: Promise<StorageReport> } | null = null;
  const probe = <Failed extends string>(check: () => Promise<unknown>, failed: Failed) =>
    check().then(
      () => 'ok' as const,
      () => failed,
    );
  return (): Promise<StorageReport> => {
    const now = clock().getTime();
    if (!last || now - last.at >= PROBE_INTERVAL_MS) {
      last = {
        at: now,
        report: Promise.all([
          probe(() => deps.store.checkWritable(), 'unwritable'),
          probe(() => deps.readModels.store.checkWritable(), 'unwritable'),
          probe(() => deps.searchIndex.getCheckpoint(CATALOGUE_INDEX), 'unreachable'),
        ]).then(([events, readModels, searchIndex]) => ({ events, readModels, searchIndex })),
      };
    }
    return last.report;
  };
}

const STORE_UNAVAILABLE: Record<keyof StorageReport, string> = {
  events: 'El almacén de eventos no admite escrituras.',
  readModels: 'El almacén de modelos de lectura no admite escrituras.',
  searchIndex: 'El índice de búsqueda no responde.',
};

function notReadyReasons(
  storage: StorageReport,
  statuses: readonly ProjectionStatus[] | null,
  maxLagSeconds: number,
): string[] {
  const reasons = (Object.keys(STORE_UNAVAILABLE) as Array<keyof StorageReport>)
    .filter((store) => storage[store] !== 'ok')
    .map((store) => STORE_UNAVAILABLE[store]);
  if (!statuses) return [...reasons, 'No se pudo leer el estado de las proyecciones.'];
  for (const status of statuses) {
    if (status.state === 'failed') reasons.push(`La proyección ${status.name} está detenida.`);
    else if (status.state === 'retrying') reasons.push(`La proyección ${status.name} reintenta tras un fallo.`);
    if (status.lagSeconds > maxLagSeconds)
      reasons.push(
        `La proyección ${status.name} lleva ${Math.round(status.lagSeconds)} s de retraso (máximo ${maxLagSeconds} s).`,
      );
  }
  return reasons;
}

/** Why a projection stopped is for admins only: the message may name internals. */
function failureOf(status: ProjectionStatus): string | null {
  if (status.failure)
    return `${status.failure.eventType} en la posición ${status.failure.position}: ${status.failure.message}`;
  if (status.fault) return `Reintentando (intento ${status.fault.attempts}): ${status.fault.message}`;
  return null;
}

/**
 * For load balancers and operators. `/health` says the process answers (no store is touched, so a slow store never
 * gets a live process restarted); `/ready` says whether it can serve: 503 when a store cannot be used, a projection
 * stopped or is retrying a fault, or one has left an event waiting longer than READY_MAX_LAG_SECONDS. With the
 * projector in another process (PROJECTOR=external) this process sees only the checkpoints in the shared store: a
 * stopped projection shows here as a lag that keeps growing.
 */
export const healthRoutes: RoutePlugin = async (app, { deps, clock }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const storage = storageProbe(deps, clock);
  const maxLagSeconds = deps.readyMaxLagSeconds ?? DEFAULT_READY_MAX_LAG_SECONDS;

  api.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operación'],
        summary: 'El proceso está vivo (no consulta los almacenes)',
        response: { 200: AliveSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  api.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operación'],
        summary: 'Listo para atender: almacenes, estado y retraso de cada proyección',
        description:
          'Responde 503 (con el mismo cuerpo) si un almacén no responde, una proyección se detuvo o reintenta tras un fallo, o su retraso pasa de READY_MAX_LAG_SECONDS.',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (request, reply) => {
      const [report, mail, backup, statuses] = await Promise.all([
        storage(),
        mailHealth(deps.readModels.store).catch(() => null),
        deps.backups?.report().catch(() => null) ?? null,
        deps.projections.status().catch((error: unknown) => {
          request.log.warn({ err: error }, 'projection status unavailable');
          return null;
        }),
      ]);
      const detailed = isAdmin(request.principal);
      const reasons = notReadyReasons(report, statuses, maxLagSeconds);
      return reply.status(reasons.length > 0 ? 503 : 200).send({
        status: reasons.length > 0 ? 'not_ready' : 'ready',
        storage: report,
        maxLagSeconds,
        projections: (statuses ?? []).map((status) => ({
          name: status.name,
          state: status.state,
          lagEvents: status.lag,
          lagSeconds: status.lagSeconds,
          failure: detailed ? failureOf(status) : null,
        })),
        mail: {
          state: mail?.state ?? 'ok',
          pending: mail?.pending ?? 0,
          failed: mail?.failed ?? 0,
          failingSince: mail?.status.failingSince ?? null,
          lastError: detailed ? (mail?.status.stoppedAt?.message ?? mail?.status.lastError ?? null) : null,
        },
        backup: deps.backups && {
          lastAt: backup?.last?.at ?? null,
          lastEvents: backup?.last?.events ?? null,
          failedAt: backup?.failure?.at ?? null,
          lastError: detailed ? (backup?.failure?.message ?? null) : null,
        },
        reasons,
      });
    },
  );
};
