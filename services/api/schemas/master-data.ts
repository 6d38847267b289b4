import { z } from 'zod';
import { NAME_REQUIRED } from '../../domain/shared/messages.js';
import { requiredText } from './common.js';

/** SPEC §7: a property type, municipality or characteristic is added by its name alone. */
export const MasterDataNameInput = z.object({ name: requiredText(NAME_REQUIRED, 80) });
