import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ProjectionStatus } from '../../projections/runner/projector.js';
import type { WorkerState } from '../../projections/runner/projection-worker.js';
import type { BackupReport } from './backup-report.js';

const PROJECTION_STATES: readonly WorkerState[] = ['idle', 'running', 'retrying', 'failed'];

/** A request no route matched: one label value, so unknown addresses cannot create a series each. */
const UNMATCHED_ROUTE = 'sin-ruta';

let processMetrics: Registry | null = null;

/** A series' handle from `kept`, made by `make` the first time its label set is seen. */
function seriesFor<Series>(kept: Map<string, Series>, key: string, make: () => Series): Series {
  let series = kept.get(key);
  if (!series) kept.set(key, (series = make()));
  return series;
}

/**
 * CPU, memory, event-loop delay, GC: facts about the process, collected into a registry of their own once per
 * process. Each collection starts observers that are never stopped, so per app (tests build dozens) they would
 * pile up; every app's registry is merged with this one instead.
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/**
 * The Prometheus series of one API instance (README, «Operación»). A registry per app rather than prom-client's
 * global one: tests build many apps in one process, and each must count only its own requests.
 */
export class ApiMetrics {
  private readonly own = new Registry();

  private readonly requestDuration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Duración de las respuestas HTTP, por método, patrón de ruta y código de estado.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.own],
  });

  private readonly appended = new Counter({
    name: 'portal_events_appended_total',
    help: 'Eventos que los comandos de esta instancia guardaron en el registro de eventos, por tipo.',
    labelNames: ['type'] as const,
    registers: [this.own],
  });

  private readonly lagEvents = new Gauge({
    name: 'portal_projection_lag_events',
    help: 'Eventos de los tipos de la proyección que aún no procesó.',
    labelNames: ['projection'] as const,
    registers: [this.own],
  });

  private readonly lagSeconds = new Gauge({
    name: 'portal_projection_lag_seconds',
    help: 'Segundos desde que se guardó el evento más antiguo que la proyección aún no procesó (0: al día).',
    labelNames: ['projection'] as const,
    registers: [this.own],
  });

  private readonly projectionState = new Gauge({
    name: 'portal_projection_state',
    help: 'Estado de cada proyección: 1 en el estado actual (idle, running, retrying, failed), 0 en los demás.',
    labelNames: ['projection', 'state'] as const,
    registers: [this.own],
  });

  private readonly mailMessages = new Gauge({
    name: 'portal_mail_outbox_messages',
    help: 'Correos de la cola en cada estado que requiere atención (pendiente, fallido).',
    labelNames: ['state'] as const,
    registers: [this.own],
  });

  private readonly mailSenderState = new Gauge({
    name: 'portal_mail_sender_state',
    help: 'Estado del envío de correo: 1 en el actual (ok, retrying: el servidor no recibe, stopped), 0 en los demás.',
    labelNames: ['state'] as const,
    registers: [this.own],
  });

  private readonly backupLastAt = new Gauge({
    name: 'portal_backup_last_timestamp_seconds',
    help: 'Cuándo se hizo la copia de seguridad nocturna completa más reciente (segundos desde 1970); 0 antes de la primera.',
    registers: [this.own],
  });

  private readonly backupFailing = new Gauge({
    name: 'portal_backup_failing',
    help: 'Copias de seguridad nocturnas: 1 si el último intento falló, 0 si no.',
    registers: [this.own],
  });

  private readonly cacheHits = new Counter({
    name: 'portal_answer_cache_hits_total',
    help: 'Respuestas servidas desde la caché de respuestas, por caché.',
    labelNames: ['cache'] as const,
    registers: [this.own],
  });

  private readonly cacheMisses = new Counter({
    name: 'portal_answer_cache_misses_total',
    help: 'Consultas que la caché de respuestas no tenía (se calcularon), por caché.',
    labelNames: ['cache'] as const,
    registers: [this.own],
  });

  private readonly rateLimitRefusals = new Counter({
    name: 'portal_rate_limit_refusals_total',
    help: 'Solicitudes rechazadas con 429 por un límite de frecuencia, por patrón de ruta.',
    labelNames: ['route'] as const,
    registers: [this.own],
  });

  /**
   * Each series' handle, looked up once: prom-client hashes a label set on every observation otherwise, a few
   * microseconds of every answer. Only the few label sets routes and caches produce end up here.
   */
  private readonly durations = new Map<string, { observe(seconds: number): void }>();
  private readonly cacheLookups = new Map<string, { inc(): void }>();

  /** The text Prometheus reads: this app's series and the process's. */
  async scrape(): Promise<{ contentType: string; text: string }> {
    const registry = Registry.merge([processRegistry(), this.own]);
    return { contentType: registry.contentType, text: await registry.metrics() };
  }

  /** Every answer, by the route's pattern (never the raw address: ids and queries would make a series each). */
  observeResponse(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    const pattern = route ?? UNMATCHED_ROUTE;
    seriesFor(this.durations, `${method} ${statusCode} ${pattern}`, () =>
      this.requestDuration.labels(method, pattern, String(statusCode)),
    ).observe(seconds);
    if (statusCode === 429) this.rateLimitRefusals.inc({ route: pattern });
  }

  eventsAppended(events: ReadonlyArray<{ type: string }>): void {
    for (const event of events) this.appended.inc({ type: event.type });
  }

  answerCacheLookup(cache: string, hit: boolean): void {
    seriesFor(this.cacheLookups, `${hit ? 'hit' : 'miss'} ${cache}`, () =>
      (hit ? this.cacheHits : this.cacheMisses).labels(cache),
    ).inc();
  }

  /** Set from the outbox at each scrape; left out when the store cannot be read. */
  observeMail(mail: { state: 'ok' | 'retrying' | 'stopped'; pending: number; failed: number } | null): void {
    this.mailMessages.reset();
    this.mailSenderState.reset();
    if (!mail) return;
    this.mailMessages.set({ state: 'pendiente' }, mail.pending);
    this.mailMessages.set({ state: 'fallido' }, mail.failed);
    for (const state of ['ok', 'retrying', 'stopped'] as const)
      this.mailSenderState.set({ state }, state === mail.state ? 1 : 0);
  }

  /** Set from BACKUP_DIR at each scrape; left out when it cannot be read. */
  observeBackups(report: BackupReport | null): void {
    this.backupLastAt.reset();
    this.backupFailing.reset();
    if (!report) return;
    if (report.last) this.backupLastAt.set(Date.parse(report.last.at) / 1_000);
    this.backupFailing.set(report.failure ? 1 : 0);
  }

  /** Set from a fresh status at each scrape; without one (a store unreachable) the projection series are left out. */
  observeProjections(statuses: readonly ProjectionStatus[] | null): void {
    this.lagEvents.reset();
    this.lagSeconds.reset();
    this.projectionState.reset();
    for (const status of statuses ?? []) {
      this.lagEvents.set({ projection: status.name }, status.lag);
      this.lagSeconds.set({ projection: status.name }, status.lagSeconds);
      for (const state of PROJECTION_STATES)
        this.projectionState.set({ projection: status.name, state }, state === status.state ? 1 : 0);
    }
  }
}
