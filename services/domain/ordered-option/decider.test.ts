import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { isBlank } from '../shared/validation.js';
import { orderedOptionDecider, storedAsGiven } from './decider.js';
import type { OrderedOptionEvent } from './events.js';

/** A made-up option, so that the shared lifecycle is told once, apart from any real option's rules. */
interface Badge {
  label: string;
  sortOrder: number;
  isActive: boolean;
}

const types = {
  add: 'AddBadge',
  change: 'ChangeBadge',
  remove: 'RemoveBadge',
  added: 'BadgeAdded',
  changed: 'BadgeChanged',
  removed: 'BadgeRemoved',
} as const;
const badgeDecider = orderedOptionDecider({
  types,
  streamOf: (id) => `badge-${id}`,
  messages: { duplicate: 'Ya existe esa insignia', notFound: 'Insignia no encontrada' },
  normalize: storedAsGiven<Badge>(),
  check: (fields, checks) => checks.check(!isBlank(fields.label), 'label', 'Texto es requerido'),
});

const spec = deciderSpec(badgeDecider);
const id = 'badge-1';
const now = '2025-03-01T10:00:00.000Z';
const fields: Badge = { label: 'Nuevo', sortOrder: 1, isActive: true };
const added: OrderedOptionEvent<typeof types, Badge> = {
  type: 'BadgeAdded',
  data: { id, addedAt: '2025-01-01T00:00:00.000Z', ...fields },
};
const removed: OrderedOptionEvent<typeof types, Badge> = {
  type: 'BadgeRemoved',
  data: { id, removedAt: '2025-01-02T00:00:00.000Z' },
};

describe('an ordered option', () => {
  it('lives in a stream of its own', () => {
    expect(badgeDecider.streamOf('7')).toBe('badge-7');
  });

  it('is added with its fields', () => {
    spec
      .given([])
      .when({ type: 'AddBadge', data: { id, fields, now } })
      .then([{ type: 'BadgeAdded', data: { id, addedAt: now, ...fields } }]);
  });

  it('cannot be added twice, not even after it was removed', () => {
    spec
      .given([added])
      .when({ type: 'AddBadge', data: { id, fields, now } })
      .thenThrows('conflict', 'Ya existe esa insignia');
    spec
      .given([added, removed])
      .when({ type: 'AddBadge', data: { id, fields, now } })
      .thenThrows('conflict', 'Ya existe esa insignia');
  });

  it('checks its own fields, then its order: a whole number from zero on', () => {
    const error = spec
      .given([])
      .when({ type: 'AddBadge', data: { id, now, fields: { ...fields, label: ' ', sortOrder: -1 } } })
      .thenThrows('validation', 'Datos inválidos');
    expect(error.errors).toEqual([
      { path: 'label', message: 'Texto es requerido' },
      { path: 'sortOrder', message: 'El orden debe ser un número entero igual o mayor que cero' },
    ]);
    spec
      .given([])
      .when({ type: 'AddBadge', data: { id, now, fields: { ...fields, sortOrder: 0 } } })
      .then([{ type: 'BadgeAdded', data: { id, addedAt: now, ...fields, sortOrder: 0 } }]);
  });

  it('records only the fields a change alters', () => {
    spec
      .given([added])
      .when({ type: 'ChangeBadge', data: { id, now, changes: { label: 'Oferta', sortOrder: fields.sortOrder } } })
      .then([{ type: 'BadgeChanged', data: { id, changes: { label: 'Oferta' }, changedAt: now } }]);
  });

  it('records nothing when a change alters nothing', () => {
    spec
      .given([added])
      .when({ type: 'ChangeBadge', data: { id, now, changes: { ...fields } } })
      .then([]);
  });

  it('compares a change with the option as changed before', () => {
    const changed: OrderedOptionEvent<typeof types, Badge> = {
      type: 'BadgeChanged',
      data: { id, changes: { isActive: false }, changedAt: '2025-01-03T00:00:00.000Z' },
    };
    spec
      .given([added, changed])
      .when({ type: 'ChangeBadge', data: { id, now, changes: { isActive: false } } })
      .then([]);
    spec
      .given([added, changed])
      .when({ type: 'ChangeBadge', data: { id, now, changes: { isActive: true } } })
      .then([{ type: 'BadgeChanged', data: { id, changes: { isActive: true }, changedAt: now } }]);
  });

  it('validates the option as the change would leave it', () => {
    spec
      .given([added])
      .when({ type: 'ChangeBadge', data: { id, now, changes: { sortOrder: 1.5 } } })
      .thenThrows('validation', 'El orden debe ser un número entero igual o mayor que cero');
  });

  it('is changed or removed only while active', () => {
    for (const history of [[], [added, removed]]) {
      spec
        .given(history)
        .when({ type: 'ChangeBadge', data: { id, now, changes: { label: 'x' } } })
        .thenThrows('not_found', 'Insignia no encontrada');
      spec
        .given(history)
        .when({ type: 'RemoveBadge', data: { id, now } })
        .thenThrows('not_found', 'Insignia no encontrada');
    }
  });

  it('is removed once', () => {
    spec
      .given([added])
      .when({ type: 'RemoveBadge', data: { id, now } })
      .then([{ type: 'BadgeRemoved', data: { id, removedAt: now } }]);
  });
});
