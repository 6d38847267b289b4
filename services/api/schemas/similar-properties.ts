import { z } from 'zod';
import { PropertySchema } from './property.js';

const MAX_SIMILAR = 12;

export const SimilarPropertiesQuery = z.object({
  limit: z.coerce
    .number({ error: 'El límite debe ser un número' })
    .int('El límite debe ser un número entero')
    .min(1, 'El límite mínimo es 1')
    .max(MAX_SIMILAR, `Máximo ${MAX_SIMILAR} propiedades similares`)
    .default(6),
});

export const SimilarPropertiesSchema = z.object({
  properties: z.array(PropertySchema).describe('Las más parecidas primero; vacía cuando no hay ninguna'),
});
