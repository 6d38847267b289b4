import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';

const FileEntry = z.object({
  /** Relative to the backup folder, which is laid out as DATA_DIR is; `/` between folders. */
  path: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const DatabaseEntry = z.object({
  /** Rows per table of the copy. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
});

const Manifest = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  /** The DATA_DIR copied. */
  source: z.string(),
  files: z.array(FileEntry),
  databases: z.record(z.string(), DatabaseEntry),
  /** The copied log as `npm run migrate` summarises it (migration/compare-logs.ts). */
  events: z.object({
    count: z.number().int().nonnegative(),
    streams: z.number().int().nonnegative(),
    sha256: z.string(),
  }),
  /** Entries of DATA_DIR not copied, with why. */
  leftOut: z.record(z.string(), z.string()),
});

export type Manifest = z.infer<typeof Manifest>;
export type FileEntry = z.infer<typeof FileEntry>;

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Written last, through a temporary name: a folder with a manifest holds a whole backup. */
export function writeManifest(folder: string, manifest: Manifest): void {
  const file = join(folder, MANIFEST_FILE);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** A path the manifest names, refused when it would lead out of the folder (an edited manifest). */
export function safeRelativePath(path: string): string {
  const local = normalize(path.split('/').join(sep));
  if (isAbsolute(local) || local.split(sep).includes('..') || local === MANIFEST_FILE)
    throw new Error(`El manifiesto nombra una ruta no válida: ${path}. No se restauró nada.`);
  return local;
}

export function readManifest(folder: string): Manifest {
  const file = join(folder, MANIFEST_FILE);
  if (!existsSync(file))
    throw new Error(
      `No hay ${MANIFEST_FILE} en ${folder}: no es una copia de seguridad completa (una copia interrumpida no lo escribe).`,
    );
  let parsed;
  try {
    parsed = Manifest.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    throw new Error(`${file} no es JSON válido: el manifiesto está dañado.`);
  }
  if (!parsed.success) throw new Error(`${file} no es un manifiesto de copia de seguridad: ${parsed.error.message}`);
  return parsed.data;
}
