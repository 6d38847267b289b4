import { z } from 'zod';
import { httpAddress } from './http-address.js';

/** Where photos go when S3_ENDPOINT is set (else DATA_DIR/blobs): an S3-compatible bucket. */
export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers can read the bucket's objects; when set, `GET /photos/{id}` redirects there. */
  publicUrl: string | undefined;
}

const BUCKET_EXAMPLE = 'p. ej. S3_BUCKET=portal-fotos';

/** S3's naming rules (MinIO's are the same): the first one a name breaks, or null. */
function bucketNameProblem(name: string): string | null {
  if (name.length < 3 || name.length > 63) return 'debe tener de 3 a 63 caracteres';
  if (!/^[a-z0-9.-]+$/.test(name)) return 'solo admite minúsculas sin tilde, cifras, puntos y guiones';
  if (!/^[a-z0-9]/.test(name) || !/[a-z0-9]$/.test(name)) return 'debe empezar y terminar por una letra o una cifra';
  if (/\.\.|\.-|-\./.test(name)) return 'no puede tener dos puntos seguidos ni un punto junto a un guion';
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return 'no puede tener forma de dirección IP';
  if (/^(xn--|sthree-|amzn-s3-demo-)/.test(name) || /(-s3alias|--ol-s3|\.mrap|--x-s3|--table-s3)$/.test(name))
    return 'empieza o termina como los nombres que S3 reserva (xn--, sthree-, -s3alias, --ol-s3…)';
  return null;
}

const BucketName = z
  .string()
  .trim()
  .superRefine((name, context) => {
    const problem = bucketNameProblem(name);
    if (problem)
      context.addIssue({
        code: 'custom',
        message: `«${name}» no es un nombre de bucket válido: ${problem}; ${BUCKET_EXAMPLE}`,
      });
  });

/** The S3 variables of the configuration schema, each checked on its own; `withS3Settings` checks them together. */
export const S3Variables = {
  S3_ENDPOINT: httpAddress('S3_ENDPOINT=http://minio:9000', {
    pathRefusal: 'es la dirección del servidor, sin ruta (el bucket va en S3_BUCKET)',
  }).optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, 'es un código de región en minúsculas, p. ej. S3_REGION=us-east-1')
    .default('us-east-1'),
  S3_BUCKET: BucketName.optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: httpAddress('S3_PUBLIC_URL=https://fotos.example.co/portal-fotos').optional(),
};

interface S3Values {
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_PUBLIC_URL?: string | undefined;
}

/**
 * The S3 variables as one `s3` setting: null without S3_ENDPOINT, all of them with it. A variable that only
 * makes sense with S3_ENDPOINT is refused without it: whoever set it believes photos go to S3, and they would not.
 */
export function withS3Settings<T extends S3Values>(
  values: T,
  context: z.core.$RefinementCtx,
): Omit<T, keyof S3Values> & { s3: S3Settings | null } {
  const {
    S3_ENDPOINT: endpoint,
    S3_REGION: region,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
    S3_PUBLIC_URL: publicUrl,
    ...rest
  } = values;
  const refuse = (variable: keyof S3Values, message: string) =>
    context.addIssue({ code: 'custom', path: [variable], message });
  if (!endpoint) {
    for (const variable of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const)
      if (values[variable] !== undefined)
        refuse(
          variable,
          'no sirve sin S3_ENDPOINT (sin él las fotos se guardan en DATA_DIR/blobs): defina S3_ENDPOINT o quite esta variable',
        );
    return { ...rest, s3: null };
  }
  if (!bucket)
    refuse('S3_BUCKET', `falta: con S3_ENDPOINT hay que decir en qué bucket van las fotos, ${BUCKET_EXAMPLE}`);
  const credentials =
    'con S3_ENDPOINT hacen falta S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY (la clave de acceso y su secreto)';
  if (!accessKeyId) refuse('S3_ACCESS_KEY_ID', `falta: ${credentials}`);
  if (!secretAccessKey) refuse('S3_SECRET_ACCESS_KEY', `falta: ${credentials}`);
  if (!bucket || !accessKeyId || !secretAccessKey) return z.NEVER;
  return { ...rest, s3: { endpoint, region, bucket, accessKeyId, secretAccessKey, publicUrl } };
}
