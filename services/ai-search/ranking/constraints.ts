import { enumerate } from '../../../infra/spanish-text/wording.js';
import type { Filter } from '../../../infra/ports/filter.js';
import type { Interpretation, Range } from '../interpretation.js';
import type { NamedItem } from '../understanding/vocabulary.js';

/** One hard constraint: its filter and how to name it when it has to be dropped. */
export interface Constraint {
  filter: Filter;
  /** Spanish, to complete "dejamos de lado …". */
  label: string;
  /** A range on a number: once dropped, the listings closest to it are the ones to show first. */
  nearest?: { field: string; range: Range };
}

const rangeFilter = (path: string, range: Range): Filter => ({
  [path]: {
    ...(range.min !== undefined ? { $gte: range.min } : {}),
    ...(range.max !== undefined ? { $lte: range.max } : {}),
  },
});

/** Made once: toLocaleString builds the same formatter anew on every call (tens of microseconds each). */
const pesos = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
const cop = (value: number) => `$${pesos.format(value)}`;
const describeRange = (range: Range, unit: (value: number) => string) =>
  range.min !== undefined && range.max !== undefined
    ? `entre ${unit(range.min)} y ${unit(range.max)}`
    : range.min !== undefined
      ? `desde ${unit(range.min)}`
      : `hasta ${unit(range.max!)}`;

/**
 * The interpretation as constraints, most important first (they are relaxed from the end). The statuses and
 * the exclusions ("sin ascensor") are never relaxed: showing what was refused is worse than showing less.
 */
export function constraintsOf(
  interpretation: Interpretation,
  names: (kind: 'property-type' | 'municipality' | 'characteristic', id: string) => string,
): {
  fixed: Filter[];
  relaxable: Constraint[];
} {
  const fixed: Filter[] = [{ status: { $in: interpretation.statuses } }];
  if (interpretation.characteristics.exclude.length > 0)
    fixed.push({ characteristicIds: { $nin: interpretation.characteristics.exclude } });
  const { excluded } = interpretation;
  if (excluded.propertyTypeIds.length > 0) fixed.push({ propertyTypeId: { $nin: excluded.propertyTypeIds } });
  if (excluded.municipalityIds.length > 0) fixed.push({ municipalityId: { $nin: excluded.municipalityIds } });
  if (excluded.neighbourhoods.length > 0) fixed.push({ neighbourhood: { $nin: excluded.neighbourhoods } });

  const relaxable: Constraint[] = [];
  const add = (filter: Filter, label: string, nearest?: Constraint['nearest']) =>
    relaxable.push({ filter, label, ...(nearest ? { nearest } : {}) });
  const ranged = (field: string, range: Range, label: string) =>
    add(rangeFilter(field, range), label, { field, range });
  const either = (items: string[]) => enumerate(items, 'o');
  if (interpretation.municipalityIds.length > 0)
    add(
      { municipalityId: { $in: interpretation.municipalityIds } },
      `el municipio ${either(interpretation.municipalityIds.map((id) => names('municipality', id)))}`,
    );
  if (interpretation.nearbyMunicipalityIds.length > 0)
    add(
      { municipalityId: { $in: interpretation.nearbyMunicipalityIds } },
      `estar cerca de ${either([
        ...interpretation.near.municipalityIds.map((id) => names('municipality', id)),
        ...interpretation.near.neighbourhoods,
      ])}`,
    );
  if (interpretation.propertyTypeIds.length > 0) {
    add(
      { propertyTypeId: { $in: [...interpretation.propertyTypeIds, ...interpretation.relatedTypeIds] } },
      `el tipo de inmueble (${interpretation.propertyTypeIds.map((id) => names('property-type', id)).join(' o ')})`,
    );
  }
  if (interpretation.price)
    ranged('price', interpretation.price, `el precio ${describeRange(interpretation.price, cop)}`);
  if (interpretation.bedrooms) ranged('bedrooms', interpretation.bedrooms, 'el número de habitaciones');
  if (interpretation.neighbourhoods.length > 0)
    add(
      { neighbourhood: { $in: interpretation.neighbourhoods } },
      `el barrio ${either(interpretation.neighbourhoods)}`,
    );
  if (interpretation.area)
    ranged('area', interpretation.area, `el área ${describeRange(interpretation.area, (v) => `${v} m²`)}`);
  if (interpretation.stratum) add(rangeFilter('stratum', interpretation.stratum), 'el estrato');
  if (interpretation.floor)
    add(
      rangeFilter('floor', interpretation.floor),
      interpretation.floor.max === 1 ? 'que sea primer piso' : 'que no sea primer piso',
    );
  if (interpretation.parkingSpaces) add(rangeFilter('parkingSpaces', interpretation.parkingSpaces), 'los parqueaderos');
  if (interpretation.bathrooms) add(rangeFilter('bathrooms', interpretation.bathrooms), 'el número de baños');
  for (const id of interpretation.characteristics.include)
    add({ characteristicIds: id }, `la característica ${names('characteristic', id)}`);
  if (interpretation.antiquity) add({ antiquity: interpretation.antiquity }, 'que sea para estrenar');
  if (interpretation.isRemodeled !== null) add({ isRemodeled: interpretation.isRemodeled }, 'que esté remodelado');
  if (interpretation.acceptsExchange !== null)
    add({ acceptsExchange: interpretation.acceptsExchange }, 'que acepte permuta');
  if (interpretation.featured !== null) add({ featured: interpretation.featured }, 'que sea destacado');
  // Last, so relaxed first: with nothing in the circle, the places around it (above) still hold, and what was asked
  // for (the type, the price…) is never given up for a distance.
  const circles = circleConstraint(interpretation.nearAreas, (id) => names('municipality', id));
  if (circles) add(circles.filter, circles.label);
  return { fixed, relaxable };
}

/**
 * "cerca de X" by distance, for the places that have a point: the listings whose shown point lies in the circle, the
 * place's own listings whatever their distance (a municipality's far veredas, a barrio's listings beyond a centre drawn
 * from few points), and the listings without a point, which the places around it (the constraint before) already
 * bound, so that none disappears for lacking a point. A place without a point keeps its places around.
 */
function circleConstraint(
  areas: Interpretation['nearAreas'],
  municipalityName: (id: string) => string,
): { filter: Filter; label: string } | undefined {
  const circled = areas.filter((area) => area.circle !== null);
  if (circled.length === 0) return undefined;
  const anyOf: Filter[] = [{ _geo: { $exists: false } }];
  for (const area of areas) {
    if (!area.circle) {
      if (area.municipalityIds.length > 0) anyOf.push({ municipalityId: { $in: area.municipalityIds } });
      continue;
    }
    anyOf.push(
      { _geo: { $around: area.circle } },
      area.kind === 'municipality' ? { municipalityId: area.place } : { neighbourhood: area.place },
    );
  }
  const reach = circled.map(
    ({ kind, place, circle }) =>
      `${circle!.km.toLocaleString('es-CO')} km ${kind === 'municipality' ? `de ${municipalityName(place)}` : `del sector ${place}`}`,
  );
  return { filter: { $or: anyOf }, label: `estar a menos de ${enumerate(reach, 'o')}` };
}

export const nameLookup =
  (vocabulary: { propertyTypes: NamedItem[]; municipalities: NamedItem[]; characteristics: NamedItem[] }) =>
  (kind: 'property-type' | 'municipality' | 'characteristic', id: string) => {
    const list =
      kind === 'property-type'
        ? vocabulary.propertyTypes
        : kind === 'municipality'
          ? vocabulary.municipalities
          : vocabulary.characteristics;
    return list.find((item) => item.id === id)?.name ?? id;
  };
