import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Embedder } from '../../ports/embedder.js';
import { conceptEmbedder } from '../concept/concept-embedding.js';
import { selectEmbedder } from '../select-embedder.js';
import { writeTinySentenceModel } from './test-support/tiny-sentence-model.js';

/*
 * The model's embedding table. Axes: campo, vivienda, trabajo, ciudad, naturaleza, unknown word, sentence marker.
 * [CLS] and [SEP] get the marker, since the pipeline's mean pooling counts them with the words, and so do the
 * function words, a little. Seven dimensions, so nothing can pass by assuming a usual size.
 */
const vocabulary = {
  '[PAD]': [0, 0, 0, 0, 0, 0, 0],
  '[UNK]': [0, 0, 0, 0, 0, 1, 0],
  '[CLS]': [0, 0, 0, 0, 0, 0, 1],
  '[SEP]': [0, 0, 0, 0, 0, 0, 1],
  casa: [0, 1, 0, 0, 0, 0, 0],
  finca: [1, 1, 0, 0, 0, 0, 0],
  campestre: [1, 0, 0, 0, 1, 0, 0],
  oficina: [0, 0, 1, 1, 0, 0, 0],
  centro: [0, 0, 0, 1, 0, 0, 0],
  en: [0, 0, 0, 0, 0, 0, 0.5],
  el: [0, 0, 0, 0, 0, 0, 0.5],
} satisfies Record<string, number[]>;

/** What the model must answer for these tokens: the mean of their rows with [CLS] and [SEP], at unit length. */
function expected(...tokens: (keyof typeof vocabulary)[]): number[] {
  const rows = ['[CLS]', ...tokens, '[SEP]'].map((token) => vocabulary[token as keyof typeof vocabulary]);
  const sum = rows.reduce((total, row) => total.map((value, axis) => value + row[axis]!));
  const length = Math.hypot(...sum);
  return sum.map((value) => value / length);
}

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * b[index]!, 0);

function expectVector(actual: number[], wanted: number[]) {
  expect(actual).toHaveLength(wanted.length);
  actual.forEach((value, axis) => expect(value).toBeCloseTo(wanted[axis]!, 6));
}

// Loading must never reach the Hugging Face hub: any fetch fails the test (transformers.js binds fetch on import).
const network = vi.fn(() => Promise.reject(new Error('no network in this test')));
const models = mkdtempSync(join(tmpdir(), 'modelos-'));
beforeAll(() => void vi.stubGlobal('fetch', network));
afterAll(() => {
  vi.unstubAllGlobals();
  rmSync(models, { recursive: true, force: true });
  expect(network).not.toHaveBeenCalled();
});

describe('sentence model from EMBEDDINGS_MODEL_DIR', () => {
  const folder = join(models, 'mini-bert-es');
  let embedder: Embedder;
  const lines: string[] = [];

  beforeAll(async () => {
    writeTinySentenceModel(folder, vocabulary);
    embedder = await selectEmbedder(folder, (line) => lines.push(line));
  });

  it('is the one selected, and the log names it with the hidden size it answers with', () => {
    expect(embedder).not.toBe(conceptEmbedder);
    expect(embedder.name).toBe('modelo mini-bert-es');
    expect(embedder.dimensions).toBe(7);
    expect(lines).toEqual([`Vectores de búsqueda: modelo mini-bert-es (7 dimensiones) desde ${folder}.`]);
  });

  it('answers the mean of the token rows at unit length, the same every time', async () => {
    const countryHouse = await embedder.embed('casa campestre');
    expectVector(countryHouse, expected('casa', 'campestre'));
    expect(Math.hypot(...countryHouse)).toBeCloseTo(1, 6);
    expect(await embedder.embed('casa campestre')).toEqual(countryHouse);
    expectVector(await embedder.embed('oficina en el centro'), expected('oficina', 'en', 'el', 'centro'));
  });

  it('goes through the tokenizer: case, word order and unknown words as a BERT model sees them', async () => {
    const countryHouse = await embedder.embed('casa campestre');
    // Mean pooling forgets order, and the tokenizer lowercases.
    expectVector(await embedder.embed('Campestre CASA'), countryHouse);
    expectVector(await embedder.embed('casa piscina'), expected('casa', '[UNK]'));
  });

  it('puts texts close as their rows are', async () => {
    const [countryHouse, farm, office] = await Promise.all(
      ['casa campestre', 'finca campestre', 'oficina'].map((text) => embedder.embed(text)),
    );
    expect(cosine(countryHouse!, farm!)).toBeCloseTo(
      cosine(expected('casa', 'campestre'), expected('finca', 'campestre')),
      6,
    );
    expect(cosine(countryHouse!, farm!)).toBeGreaterThan(cosine(countryHouse!, office!) + 0.3);
  });
});

describe('model folder names', () => {
  // transformers.js took such a name for a Hub id it could not be and looked for it under the working directory.
  it.each(['modelo en español', 'mini--bert'])('loads "%s", given by a relative path too', async (name) => {
    const folder = join(models, name);
    writeTinySentenceModel(folder, vocabulary);
    const modelDir = relative(process.cwd(), folder);
    const lines: string[] = [];
    const embedder = await selectEmbedder(modelDir, (line) => lines.push(line));
    expect(lines).toEqual([`Vectores de búsqueda: modelo ${name} (7 dimensiones) desde ${modelDir}.`]);
    expectVector(await embedder.embed('casa campestre'), expected('casa', 'campestre'));
  });
});
