import { basename, dirname, resolve } from 'node:path';
import type { Embedder } from '../../ports/embedder.js';

/** The part of a feature-extraction pipeline this adapter uses. */
type FeatureExtractor = (
  text: string,
  options: { pooling: 'mean'; normalize: boolean },
) => Promise<{ data: ArrayLike<number> }>;

/**
 * A multilingual sentence model (e.g. paraphrase-multilingual-MiniLM-L12-v2 exported to ONNX) read from a
 * local folder, never from the network. `@huggingface/transformers` is an optional dependency (~470 MB): it is
 * imported only when a model folder is configured.
 */
export async function loadTransformersEmbedder(modelDir: string): Promise<Embedder> {
  const { env, pipeline } = await import('@huggingface/transformers');
  const folder = resolve(modelDir);
  env.allowRemoteModels = false;
  env.localModelPath = dirname(folder);
  const extract = (await pipeline('feature-extraction', basename(folder))) as unknown as FeatureExtractor;
  const embed = async (text: string) => Array.from((await extract(text, { pooling: 'mean', normalize: true })).data);
  // The model says its size only by answering.
  const dimensions = (await embed('casa')).length;
  return { name: `modelo ${basename(folder)}`, dimensions, embed };
}
