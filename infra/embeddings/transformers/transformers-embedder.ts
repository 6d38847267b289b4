import { basename, resolve } from 'node:path';
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
  env.allowRemoteModels = false;
  // The absolute path itself, not the folder's name under env.localModelPath: transformers.js reads a name that is
  // no valid Hub model id (a space, an ñ, "--") as a path relative to the working directory, and such a folder
  // never loaded. An absolute path is never a Hub id, so every file is read from `folder` as it is.
  const folder = resolve(modelDir);
  const extract = (await pipeline('feature-extraction', folder)) as unknown as FeatureExtractor;
  const embed = async (text: string) => Array.from((await extract(text, { pooling: 'mean', normalize: true })).data);
  // The model says its size only by answering.
  const dimensions = (await embed('casa')).length;
  return { name: `modelo ${basename(folder)}`, dimensions, embed };
}
