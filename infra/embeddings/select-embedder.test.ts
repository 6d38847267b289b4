import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { conceptEmbedder } from './concept/concept-embedding.js';
import { selectEmbedder } from './select-embedder.js';

describe('embedder selection', () => {
  it('uses the built-in concept vectors when no model folder is configured, and says so', async () => {
    const lines: string[] = [];
    expect(await selectEmbedder(undefined, (line) => lines.push(line))).toBe(conceptEmbedder);
    expect(lines).toEqual([
      'Vectores de búsqueda: conceptos en español integrados (EMBEDDINGS_MODEL_DIR no está definido).',
    ]);
  });

  it('falls back, offline and at once, when the folder holds no model, with the reason in the log', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'modelos-'));
    onTestFinished(() => rmSync(parent, { recursive: true, force: true }));
    const folder = join(parent, 'paraphrase-multilingual-MiniLM-L12-v2');
    const lines: string[] = [];
    expect(await selectEmbedder(folder, (line) => lines.push(line))).toBe(conceptEmbedder);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`no se pudo cargar el modelo de EMBEDDINGS_MODEL_DIR=${folder}`);
    expect(lines[0]).toContain('se usan los conceptos en español integrados');
  });
});

describe('concept embedding', () => {
  it('is deterministic, unit length, and puts related texts closer', async () => {
    const cosine = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * b[index]!, 0);
    const query = await conceptEmbedder.embed('algo tranquilo cerca a la naturaleza');
    expect(await conceptEmbedder.embed('algo tranquilo cerca a la naturaleza')).toEqual(query);
    expect(Math.hypot(...query)).toBeCloseTo(1, 6);
    const countryside = await conceptEmbedder.embed('Casa campestre rodeada de bosque, muy tranquila');
    const office = await conceptEmbedder.embed('Oficina en el centro empresarial con tráfico de clientes');
    expect(cosine(query, countryside)).toBeGreaterThan(cosine(query, office) + 0.3);
  });
});
