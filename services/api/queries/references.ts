import type { MasterDataKind } from '../../domain/master-data/events.js';
import { DomainError, type FieldError } from '../../domain/shared/errors.js';
import type { NameLookup } from './master-data-names.js';

export interface References {
  propertyTypeId?: string | undefined;
  municipalityId?: string | undefined;
  characteristicIds?: string[] | undefined;
}

/** Refuses a listing that points at master data that does not exist (or was removed). */
export async function assertReferencesExist(names: NameLookup, refs: References): Promise<void> {
  const errors: FieldError[] = [];
  const check = async (kind: MasterDataKind, id: string | undefined, path: string, message: string) => {
    if (id !== undefined && (await names(kind, id)) === null) errors.push({ path, message });
  };
  await check('property-type', refs.propertyTypeId, 'propertyTypeId', 'El tipo de propiedad seleccionado no existe');
  await check('municipality', refs.municipalityId, 'municipalityId', 'El municipio seleccionado no existe');
  for (const [index, id] of (refs.characteristicIds ?? []).entries()) {
    await check('characteristic', id, `characteristicIds.${index}`, `La característica "${id}" no existe`);
  }
  if (errors.length > 0) throw new DomainError('validation', errors[0]!.message, errors);
}
