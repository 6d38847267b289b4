import { z } from 'zod';

/**
 * The place of an option in a list an admin keeps in order (AI search examples, search filter options).
 * The decider's rule is the same (services/domain/ordered-option); a form says which part was wrong.
 */
export const sortOrder = z
  .number({ error: 'El orden debe ser un número' })
  .int('El orden debe ser un número entero')
  .min(0, 'El orden no puede ser negativo')
  .max(100_000);
