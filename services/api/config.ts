import { z } from 'zod';

const optionalUrl = z.string().trim().url().optional();

/** Read once at start-up; anything invalid stops the process with a message that says what to fix. */
const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** `none` starts with an empty store; anything else seeds the demo catalogue when the store is empty. */
  SEED: z.enum(['demo', 'none']).default('demo'),
  ADMIN_EMAIL: z.string().trim().toLowerCase().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD debe tener al menos 8 caracteres').optional(),
  /** Encrypts API tokens at rest; generated once into DATA_DIR when absent. */
  SECRET_KEY: z.string().min(32, 'SECRET_KEY debe tener al menos 32 caracteres').optional(),
  /** Set when the app sits behind a proxy that terminates HTTPS (cookies become Secure, client IPs come from X-Forwarded-For). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** A local folder with a multilingual sentence model (ONNX) for AI-search vectors; built-in concept vectors without it. */
  EMBEDDINGS_MODEL_DIR: z.string().min(1).optional(),
  /** `inline`: this process runs the projections (embedded default). `external`: services/projector does. */
  PROJECTOR: z.enum(['inline', 'external']).default('inline'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EVENTSTORE_URL: optionalUrl,
  MONGODB_URL: optionalUrl,
  MEILISEARCH_URL: optionalUrl,
  MEILISEARCH_KEY: z.string().optional(),
});

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`ADMIN_EMAIL=` in a compose file) means "not set".
  const parsed = ConfigSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (parsed.success) {
    if (Boolean(parsed.data.ADMIN_EMAIL) !== Boolean(parsed.data.ADMIN_PASSWORD)) {
      throw new Error('Configuración inválida: ADMIN_EMAIL y ADMIN_PASSWORD van juntos (defina ambos o ninguno).');
    }
    return parsed.data;
  }
  const lines = parsed.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
}
