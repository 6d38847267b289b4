import { isIP } from 'node:net';
import { z } from 'zod';
import { passwordWeakness } from '../api/auth/password-strength.js';
import { siteWords } from '../api/auth/site-words.js';
import { brandName } from '../api/schemas/configs.js';
import { DEFAULT_READY_MAX_LAG_SECONDS } from '../api/routes/health.js';
import { httpAddress } from './http-address.js';
import { S3Variables, withS3Settings } from './s3-config.js';

const optionalUrl = z.string().trim().url().optional();

const PROXY_EXAMPLE =
  'escriba las direcciones de sus proxies (IP o CIDR separadas por comas), p. ej. TRUST_PROXY=10.0.0.0/8 o TRUST_PROXY=127.0.0.1,192.168.1.0/24';
/** The ranges @fastify/proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Fastify's `trustProxy` as a comma-separated list, or `false`. `true` would believe X-Forwarded-For from
 * anyone (a client could pick a new address per request and never meet a rate limit); a hop count is ignored
 * by this Fastify version, which would put every visitor behind the proxy into one rate-limit bucket.
 */
const TrustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): false | string => {
    if (value === 'false') return false;
    const refuse = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (value === 'true')
      return refuse(
        `'true' creería la cabecera X-Forwarded-For de cualquier cliente (podría saltarse los límites de intentos); ${PROXY_EXAMPLE}`,
      );
    if (/^\d+$/.test(value))
      return refuse(`un número de saltos no identifica al proxy (Fastify lo ignora); ${PROXY_EXAMPLE}`);
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length > 0)
      return refuse(`no son direcciones IP ni rangos CIDR: ${invalid.join(', ')}; ${PROXY_EXAMPLE}`);
    return entries.join(',');
  });

/** Where visitors reach the site; the only source of absolute URLs (canonical, sitemap, JSON-LD, documentation). */
const PublicUrl = httpAddress('PUBLIC_URL=https://portal.example.co');

/** Seconds a projection may leave an event waiting before /api/ready answers 503; whole seconds, up to a day. */
const ReadyMaxLagSeconds = z
  .string()
  .trim()
  .default(String(DEFAULT_READY_MAX_LAG_SECONDS))
  .transform((value, context) => {
    const seconds = Number(value);
    if (/^\d+$/.test(value) && seconds >= 1 && seconds <= 86_400) return seconds;
    context.addIssue({
      code: 'custom',
      message: `debe ser un número entero de segundos entre 1 y 86400, p. ej. READY_MAX_LAG_SECONDS=${DEFAULT_READY_MAX_LAG_SECONDS}`,
    });
    return z.NEVER;
  });

/** Nightly backups kept in BACKUP_DIR: a whole number from 1 (a week by default). */
const BackupKeep = z
  .string()
  .trim()
  .default('7')
  .transform((value, context) => {
    const kept = Number(value);
    if (/^\d+$/.test(value) && kept >= 1 && kept <= 3_650) return kept;
    context.addIssue({
      code: 'custom',
      message: 'debe ser cuántas copias nocturnas se guardan, un número entero entre 1 y 3650, p. ej. BACKUP_KEEP=7',
    });
    return z.NEVER;
  });

const SMTP_EXAMPLE = 'p. ej. SMTP_URL=smtp://usuario:clave@smtp.example.co:587 (o smtps://… para TLS desde el inicio)';

/** Where mail goes out (services/runtime/mailer.ts); without it every message is written as a file in DATA_DIR/outbox. */
const SmtpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, `debe ser una dirección smtp:// o smtps:// con el servidor; ${SMTP_EXAMPLE}`)
  .optional();

/** `Nombre <dirección>` or a bare address: what mail clients show as the sender. */
const MailFrom = z
  .string()
  .trim()
  .regex(
    /^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/,
    'debe ser el remitente de los correos, p. ej. MAIL_FROM="Habitat <avisos@example.co>"',
  )
  .optional();

/** Read once at start-up; anything invalid stops the process with a message that says what to fix. */
const MAP_TILES_EXAMPLE =
  'MAP_TILES_URL debe ser una dirección http(s) con {z}, {x} y {y}, p. ej. https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** `none` starts with an empty store; anything else seeds the demo catalogue when the store is empty. */
  SEED: z.enum(['demo', 'none']).default('demo'),
  ADMIN_EMAIL: z.string().trim().toLowerCase().email().optional(),
  /** The way into the panel on every start: as hard to guess as any admin's password (see adminPasswordRule). */
  ADMIN_PASSWORD: z.string().optional(),
  /** Encrypts API tokens at rest; generated once into DATA_DIR when absent. */
  SECRET_KEY: z.string().min(32, 'SECRET_KEY debe tener al menos 32 caracteres').optional(),
  /** The proxies whose X-Forwarded-For / -Proto / -Host are believed; `false`: none (the app faces the clients). */
  TRUST_PROXY: TrustProxy,
  /** Defaults to http://localhost:PORT once PORT is known. */
  PUBLIC_URL: PublicUrl.optional(),
  /** A local folder with a multilingual sentence model (ONNX) for AI-search vectors; built-in concept vectors without it. */
  EMBEDDINGS_MODEL_DIR: z.string().min(1).optional(),
  /** `inline`: this process runs the projections (embedded default). `external`: the projector process (services/runtime/projector-server.ts) does. */
  PROJECTOR: z.enum(['inline', 'external']).default('inline'),
  /** See ReadyMaxLagSeconds. */
  READY_MAX_LAG_SECONDS: ReadyMaxLagSeconds,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: SmtpUrl,
  MAIL_FROM: MailFrom,
  /** The maps' tiles, a Leaflet template (`https://…/{z}/{x}/{y}.png`); OpenStreetMap's standard tiles without it. */
  MAP_TILES_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, MAP_TILES_EXAMPLE)
    .optional(),
  /** The credit those tiles require (HTML); OpenStreetMap's by default. */
  MAP_TILES_ATTRIBUTION: z.string().trim().min(1).optional(),
  /** Seconds a starting server or projector waits for one stopping on the same DATA_DIR (data-dir-lock.ts). */
  LOCK_WAIT_SECONDS: z.coerce
    .number({ error: 'LOCK_WAIT_SECONDS debe ser un número de segundos' })
    .int('LOCK_WAIT_SECONDS debe ser un número entero de segundos')
    .min(0, 'LOCK_WAIT_SECONDS no puede ser negativo')
    .max(3_600, 'LOCK_WAIT_SECONDS: como máximo 3600 (una hora)')
    .default(30),
  /** A folder for a backup of DATA_DIR every night at 3:00 Colombia time (services/runtime/backup/); none without it. */
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_KEEP: BackupKeep,
  EVENTSTORE_URL: optionalUrl,
  MONGODB_URL: optionalUrl,
  MEILISEARCH_URL: optionalUrl,
  MEILISEARCH_KEY: z.string().optional(),
  ...S3Variables,
});

/**
 * ADMIN_PASSWORD is held to the rule of every admin's password, the site's host and the year counting as guessable
 * words (the company's name is not known before the footer is configured: the default one is tried).
 */
const adminPasswordRule = (config: z.infer<typeof ConfigSchema>, context: z.RefinementCtx) => {
  if (config.ADMIN_PASSWORD === undefined) return;
  const site = siteWords(brandName(null), config.PUBLIC_URL ?? `http://localhost:${config.PORT}`, new Date());
  const weakness = passwordWeakness(config.ADMIN_PASSWORD, [config.ADMIN_EMAIL], site);
  if (weakness) context.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: weakness });
};

/** The S3_* variables, checked together, become one `s3` setting. */
const Settings = ConfigSchema.superRefine(adminPasswordRule).transform(withS3Settings);

export type Config = Omit<z.infer<typeof Settings>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`ADMIN_EMAIL=` in a compose file) means "not set".
  const parsed = Settings.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (parsed.success) {
    if (Boolean(parsed.data.ADMIN_EMAIL) !== Boolean(parsed.data.ADMIN_PASSWORD)) {
      throw new Error('Configuración inválida: ADMIN_EMAIL y ADMIN_PASSWORD van juntos (defina ambos o ninguno).');
    }
    // A real server sends in the agency's name: a made-up sender would land in spam or be refused.
    if (parsed.data.SMTP_URL && !parsed.data.MAIL_FROM) {
      throw new Error(
        'Configuración inválida: con SMTP_URL defina también MAIL_FROM, el remitente de los correos, p. ej. MAIL_FROM="Habitat <avisos@example.co>".',
      );
    }
    if (parsed.data.BACKUP_DIR && (parsed.data.EVENTSTORE_URL || parsed.data.DATA_DIR === ':memory:')) {
      throw new Error(
        'Configuración inválida: BACKUP_DIR copia la carpeta de datos embebida, y con EVENTSTORE_URL o DATA_DIR=:memory: no hay ninguna; quite BACKUP_DIR y use las copias de sus almacenes.',
      );
    }
    return { ...parsed.data, PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}` };
  }
  const lines = parsed.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
}
