import type { Decider } from '../shared/decider.js';
import { conflict, notFound } from '../shared/errors.js';
import { NAME_REQUIRED } from '../shared/messages.js';
import { slugify } from '../shared/slugify.js';
import { unreachable } from '../shared/unreachable.js';
import { FieldChecks, isBlank } from '../shared/validation.js';
import type { MasterDataCommand } from './commands.js';
import type { MasterDataEvent, MasterDataKind } from './events.js';

export type MasterDataState =
  | { status: 'empty' }
  | { status: 'active'; kind: MasterDataKind; id: string; name: string }
  | { status: 'removed'; kind: MasterDataKind; id: string; name: string };

/**
 * Ids derive from names: "Apartamento" and "apartamento " land on the same stream, where the store's
 * expected-revision check keeps names unique without a lookup table.
 */
export const masterDataIdFromName = (name: string) => slugify(name);

const MESSAGES: Record<MasterDataKind, { duplicate: string; notFound: string }> = {
  'property-type': {
    duplicate: 'Ya existe un tipo de propiedad con ese nombre',
    notFound: 'Tipo de propiedad no encontrado',
  },
  municipality: { duplicate: 'Ya existe un municipio con ese nombre', notFound: 'Municipio no encontrado' },
  characteristic: {
    duplicate: 'Ya existe una característica con ese nombre',
    notFound: 'Característica no encontrada',
  },
};

function decide(command: MasterDataCommand, state: MasterDataState): MasterDataEvent[] {
  const { kind, id, now } = command.data;
  switch (command.type) {
    case 'AddMasterDataItem': {
      const { name } = command.data;
      if (state.status === 'active') throw conflict(MESSAGES[kind].duplicate);
      new FieldChecks().check(!isBlank(name), 'name', NAME_REQUIRED).throwIfInvalid();
      return [{ type: 'MasterDataItemAdded', data: { kind, id, name, addedAt: now } }];
    }
    case 'RemoveMasterDataItem':
      if (state.status !== 'active') throw notFound(MESSAGES[kind].notFound);
      return [{ type: 'MasterDataItemRemoved', data: { kind, id, removedAt: now } }];
    default:
      return unreachable(command);
  }
}

function evolve(state: MasterDataState, event: MasterDataEvent): MasterDataState {
  switch (event.type) {
    case 'MasterDataItemAdded': {
      const { kind, id, name } = event.data;
      return { status: 'active', kind, id, name };
    }
    case 'MasterDataItemRemoved':
      return state.status === 'active' ? { ...state, status: 'removed' } : state;
    default:
      return unreachable(event);
  }
}

export const masterDataDecider: Decider<MasterDataState, MasterDataCommand, MasterDataEvent> = {
  decide,
  evolve,
  initialState: () => ({ status: 'empty' }),
};
