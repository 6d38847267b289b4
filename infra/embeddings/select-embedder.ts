import type { Embedder } from '../ports/embedder.js';
import { conceptEmbedder } from './concept/concept-embedding.js';
import { loadTransformersEmbedder } from './transformers/transformers-embedder.js';

/**
 * The model in EMBEDDINGS_MODEL_DIR when there is one that loads, else the built-in concept vectors. Either way
 * one log line says which is in use and, when the model was wanted but could not load, why.
 */
export async function selectEmbedder(modelDir: string | undefined, log: (message: string) => void): Promise<Embedder> {
  if (!modelDir) {
    log('Vectores de búsqueda: conceptos en español integrados (EMBEDDINGS_MODEL_DIR no está definido).');
    return conceptEmbedder;
  }
  try {
    const embedder = await loadTransformersEmbedder(modelDir);
    log(`Vectores de búsqueda: ${embedder.name} (${embedder.dimensions} dimensiones) desde ${modelDir}.`);
    return embedder;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    log(
      `Vectores de búsqueda: no se pudo cargar el modelo de EMBEDDINGS_MODEL_DIR=${modelDir} (${reason}); se usan los conceptos en español integrados.`,
    );
    return conceptEmbedder;
  }
}
