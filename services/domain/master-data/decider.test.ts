import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { masterDataDecider, masterDataIdFromName } from './decider.js';
import type { MasterDataEvent } from './events.js';

const spec = deciderSpec(masterDataDecider);
const now = '2025-03-01T10:00:00.000Z';
const added: MasterDataEvent = {
  type: 'MasterDataItemAdded',
  data: { kind: 'municipality', id: 'medellin', name: 'Medellín', addedAt: '2025-01-01T00:00:00.000Z' },
};
const removed: MasterDataEvent = {
  type: 'MasterDataItemRemoved',
  data: { kind: 'municipality', id: 'medellin', removedAt: '2025-01-02T00:00:00.000Z' },
};

describe('AddMasterDataItem', () => {
  it('adds a new item', () => {
    spec
      .given([])
      .when({ type: 'AddMasterDataItem', data: { kind: 'municipality', id: 'medellin', name: 'Medellín', now } })
      .then([
        { type: 'MasterDataItemAdded', data: { kind: 'municipality', id: 'medellin', name: 'Medellín', addedAt: now } },
      ]);
  });

  it('refuses a name that is already active, with a message per kind', () => {
    spec
      .given([added])
      .when({ type: 'AddMasterDataItem', data: { kind: 'municipality', id: 'medellin', name: 'medellin', now } })
      .thenThrows('conflict', 'Ya existe un municipio con ese nombre');
    const type: MasterDataEvent = {
      type: 'MasterDataItemAdded',
      data: { kind: 'property-type', id: 'casa', name: 'Casa', addedAt: now },
    };
    spec
      .given([type])
      .when({ type: 'AddMasterDataItem', data: { kind: 'property-type', id: 'casa', name: 'Casa', now } })
      .thenThrows('conflict', 'Ya existe un tipo de propiedad con ese nombre');
    const characteristic: MasterDataEvent = {
      type: 'MasterDataItemAdded',
      data: { kind: 'characteristic', id: 'piscina', name: 'Piscina', addedAt: now },
    };
    spec
      .given([characteristic])
      .when({ type: 'AddMasterDataItem', data: { kind: 'characteristic', id: 'piscina', name: 'Piscina', now } })
      .thenThrows('conflict', 'Ya existe una característica con ese nombre');
  });

  it('adds again after a removal', () => {
    spec
      .given([added, removed])
      .when({ type: 'AddMasterDataItem', data: { kind: 'municipality', id: 'medellin', name: 'Medellín', now } })
      .then([
        { type: 'MasterDataItemAdded', data: { kind: 'municipality', id: 'medellin', name: 'Medellín', addedAt: now } },
      ]);
  });

  it('needs a name', () => {
    const error = spec
      .given([])
      .when({ type: 'AddMasterDataItem', data: { kind: 'municipality', id: 'x', name: '   ', now } })
      .thenThrows('validation');
    expect(error.errors).toEqual([{ path: 'name', message: 'Nombre es requerido' }]);
  });
});

describe('RemoveMasterDataItem', () => {
  it('removes an active item', () => {
    spec
      .given([added])
      .when({ type: 'RemoveMasterDataItem', data: { kind: 'municipality', id: 'medellin', now } })
      .then([{ type: 'MasterDataItemRemoved', data: { kind: 'municipality', id: 'medellin', removedAt: now } }]);
  });

  it('reports a missing or removed item per kind', () => {
    spec
      .given([added, removed])
      .when({ type: 'RemoveMasterDataItem', data: { kind: 'municipality', id: 'medellin', now } })
      .thenThrows('not_found', 'Municipio no encontrado');
    spec
      .given([])
      .when({ type: 'RemoveMasterDataItem', data: { kind: 'property-type', id: 'casa', now } })
      .thenThrows('not_found', 'Tipo de propiedad no encontrado');
    spec
      .given([])
      .when({ type: 'RemoveMasterDataItem', data: { kind: 'characteristic', id: 'piscina', now } })
      .thenThrows('not_found', 'Característica no encontrada');
  });
});

describe('masterDataIdFromName', () => {
  it('is the slug of the name, so spelling variants share one id', () => {
    expect(masterDataIdFromName('Medellín')).toBe('medellin');
    expect(masterDataIdFromName('  medellin ')).toBe('medellin');
    expect(masterDataIdFromName('Cañón del Río')).toBe('canon-del-rio');
    expect(masterDataIdFromName('¡!')).toBe('');
  });
});
