import { z } from 'zod';
import { TokenCreateInput } from '../../../lib/api-contract';
import { expiryInstant } from './token-dates';

/** What the Crear Token dialog holds: the expiry as the calendar's day (`YYYY-MM-DD`), or null for Sin expiración. */
export interface TokenFormValues {
  name: string;
  description: string;
  expiresOn: string | null;
}

export const EMPTY_TOKEN_FORM: TokenFormValues = { name: '', description: '', expiresOn: null };

/** The API's own rules and Spanish messages for the name and the description; the calendar gives the day. */
export const TokenFormSchema = TokenCreateInput.pick({ name: true, description: true }).extend({
  expiresOn: z.string().nullable(),
});

export type TokenFormOutput = z.output<typeof TokenFormSchema>;

/** SPEC §5: the description is left out when empty; the chosen day becomes the end of it in Colombia. */
export function tokenCreateBody({ name, description, expiresOn }: TokenFormOutput) {
  return {
    name,
    ...(description ? { description } : {}),
    ...(expiresOn ? { expiresAt: expiryInstant(expiresOn) } : {}),
  };
}
