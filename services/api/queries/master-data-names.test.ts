import { afterEach, describe, expect, it } from 'vitest';
import { rebuild } from '../../../projections/runner/rebuild.js';
import type { Projector } from '../../../projections/runner/projector.js';
import { createEmbeddedPorts, type Adapters } from '../../runtime/adapters.js';
import { runtimeProjections } from '../../runtime/projections.js';
import { startProjections } from '../../runtime/start-projections.js';
import { masterDataNames } from './master-data-names.js';
import { assertReferencesExist } from './references.js';

const metadata = { actor: 'test', correlationId: 'test', occurredAt: '2026-11-22T12:00:00.000Z', schemaVersion: 1 };
let ports: Adapters | undefined;
let projector: Projector | undefined;
afterEach(async () => {
  await projector?.stop();
  await ports?.close();
  projector = undefined;
  ports = undefined;
});

describe('masterDataNames', () => {
  it('still finds an existing item after two rebuilds swapped versions under a lookup a request holds', async () => {
    ports = createEmbeddedPorts(':memory:');
    await ports.store.append(
      'municipality-pasto',
      [
        {
          type: 'MasterDataItemAdded',
          data: { kind: 'municipality', id: 'pasto', name: 'Pasto', addedAt: metadata.occurredAt },
          metadata,
        },
      ],
      { expected: 'no_stream' },
    );
    const started = await startProjections(ports);
    projector = started.projector;
    // A request takes its lookup, then awaits something else while the rebuilds run (v1 → v2 → v3, v1 dropped).
    const names = await masterDataNames(started.readModels);
    const deps = { store: ports.store, readModels: ports.readModelStore, searchIndex: ports.searchIndex };
    const registrations = runtimeProjections(ports.embedder);
    await rebuild(deps, registrations, 'master-data');
    await rebuild(deps, registrations, 'master-data');
    expect(await ports.readModelStore.active.get('master-data')).toBe(3);

    expect(await names('municipality', 'pasto')).toEqual({ id: 'pasto', name: 'Pasto' });
    await expect(assertReferencesExist(names, { municipalityId: 'pasto' })).resolves.toBeUndefined();
  });
});
