import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isBeingWritten } from './data-dir-layout.js';

/**
 * Refuses a folder that exists and holds anything: a backup or a restore never mixes with what is already there.
 * `role` says which folder, as the operator reads it.
 */
export function requireEmptyFolder(folder: string, role: string): void {
  if (!existsSync(folder)) return;
  if (!statSync(folder).isDirectory()) throw new Error(`${role} ${folder} es un archivo, no una carpeta.`);
  const entries = readdirSync(folder);
  if (entries.length > 0)
    throw new Error(
      `${role} ${folder} no está vacía (tiene ${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}): ` +
        'indique una carpeta vacía o que no exista.',
    );
}

/** The regular files under `root`, relative to `base` with `/` between folders; none for a missing root. */
export function filesUnder(root: string, base: string): string[] {
  if (!existsSync(root)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || isBeingWritten(entry.name)) continue;
    found.push(relative(base, join(entry.parentPath, entry.name)).split(sep).join('/'));
  }
  return found.sort();
}
