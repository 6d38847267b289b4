import type { z } from 'zod';
import { nearAreaOf, nearChipLabel, type InterpretationSchema } from '../../../lib/api-contract';
import { formatPriceRange } from '../../../lib/ranges';
import { STATUS_LABEL } from '../../../lib/status';
import type { MasterDataNames } from '../api/get-master-data';

export type Interpretation = z.infer<typeof InterpretationSchema>;
type Range = Interpretation['price'];

export interface InterpretationChip {
  key: string;
  label: string;
  /** Refusals read differently from what is asked for, and a place with no listings differently again. */
  tone: 'include' | 'exclude' | 'unknown';
}

const ANTIQUITY_LABEL: Record<NonNullable<Interpretation['antiquity']>, string> = {
  nuevo: 'Para estrenar',
  '1-5-anos': '1 a 5 años de antigüedad',
  '6-10-anos': '6 a 10 años de antigüedad',
  '11-20-anos': '11 a 20 años de antigüedad',
  '16-30-anos': '16 a 30 años de antigüedad',
  'mas-30-anos': 'Más de 30 años de antigüedad',
};

// The badges' word for renting (SPEC §4: Alquiler), as the status filter says it.
const OPERATION_LABEL = { sale: 'En venta', rent: 'En alquiler' } as const;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** A {min, max} range as Spanish words: "3 habitaciones", "Desde 2 baños", "Hasta 80 m²", "2 a 3 habitaciones". */
function rangeLabel(
  range: Range,
  unit: (value: number) => string,
  number: (value: number) => string = String,
): string | null {
  if (!range) return null;
  const { min, max } = range;
  if (min !== undefined && max !== undefined) {
    return min === max ? `${number(min)} ${unit(min)}` : `${number(min)} a ${number(max)} ${unit(max)}`;
  }
  if (min !== undefined) return `Desde ${number(min)} ${unit(min)}`;
  if (max !== undefined) return max === 0 ? `Sin ${unit(0)}` : `Hasta ${number(max)} ${unit(max)}`;
  return null;
}

/** As the price filter writes its ranges: `$ 1.000.000 a $ 3.000.000/mes`, `Hasta $ …`, `Más de $ …`. */
function priceLabel(range: Range, monthly: boolean): string | null {
  if (!range || (range.min === undefined && range.max === undefined)) return null;
  return formatPriceRange(`${range.min ?? ''}-${range.max ?? ''}`, { monthly });
}

function stratumLabel(range: Range): string | null {
  if (!range) return null;
  const { min, max } = range;
  if (min !== undefined && max !== undefined) return min === max ? `Estrato ${min}` : `Estrato ${min} a ${max}`;
  if (min !== undefined) return `Estrato ${min} o más`;
  if (max !== undefined) return `Estrato hasta ${max}`;
  return null;
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('es') + text.slice(1);

/**
 * What the AI search understood, as short Spanish chips, so visitors can see how their words were read.
 * Ids become names through the master-data lists; an id not (yet) known shows as it is.
 */
export function interpretationChips(
  interpretation: Interpretation,
  names: MasterDataNames,
  /** The relative price with its figure, when the answer resolved it against the market. */
  priceLevelChip: string | null = null,
): InterpretationChip[] {
  const chips: InterpretationChip[] = [];
  const add = (key: string, label: string | null, tone: InterpretationChip['tone'] = 'include') => {
    if (label) chips.push({ key, label, tone });
  };
  const nameOf = (map: ReadonlyMap<string, string>, id: string) => map.get(id) ?? id;

  if (interpretation.operation) add('operation', OPERATION_LABEL[interpretation.operation]);
  for (const status of interpretation.statuses) {
    // Sale and rent are either the operation already shown or the default "any open listing".
    if (status === 'sold' || status === 'rented') add(`status-${status}`, STATUS_LABEL[status] ?? status);
  }
  for (const id of interpretation.propertyTypeIds) add(`type-${id}`, nameOf(names.propertyTypes, id));
  for (const id of interpretation.municipalityIds) add(`municipality-${id}`, nameOf(names.municipalities, id));
  for (const name of interpretation.neighbourhoods) add(`neighbourhood-${name}`, `Sector ${name}`);
  // Searched by distance when the place has a point: the chip says how far ("A menos de 35 km de Bogotá").
  for (const id of interpretation.near.municipalityIds)
    add(
      `near-${id}`,
      nearChipLabel('municipality', nameOf(names.municipalities, id), nearAreaOf(interpretation, 'municipality', id)),
    );
  for (const name of interpretation.near.neighbourhoods)
    add(
      `near-neighbourhood-${name}`,
      nearChipLabel('neighbourhood', name, nearAreaOf(interpretation, 'neighbourhood', name)),
    );
  for (const { name } of interpretation.unknownPlaces) add(`unknown-${name}`, `${name} (sin propiedades)`, 'unknown');
  const { excluded } = interpretation;
  for (const id of excluded.propertyTypeIds)
    add(`not-type-${id}`, `Excepto ${lowerFirst(nameOf(names.propertyTypes, id))}`, 'exclude');
  for (const id of excluded.municipalityIds)
    add(`not-municipality-${id}`, `Excepto ${nameOf(names.municipalities, id)}`, 'exclude');
  for (const name of excluded.neighbourhoods) add(`not-neighbourhood-${name}`, `Excepto sector ${name}`, 'exclude');
  add('price', priceLabel(interpretation.price, interpretation.operation === 'rent'));
  if (interpretation.priceLevel)
    add('price-level', priceLevelChip ?? (interpretation.priceLevel === 'low' ? 'Económico' : 'De lujo'));
  add(
    'bedrooms',
    rangeLabel(interpretation.bedrooms, (n) => plural(n, 'habitación', 'habitaciones')),
  );
  add(
    'bathrooms',
    rangeLabel(interpretation.bathrooms, (n) => plural(n, 'baño', 'baños')),
  );
  add(
    'parking',
    rangeLabel(interpretation.parkingSpaces, (n) => plural(n, 'parqueadero', 'parqueaderos')),
  );
  add(
    'area',
    rangeLabel(
      interpretation.area,
      () => 'm²',
      (n) => n.toLocaleString('es-CO'),
    ),
  );
  add('stratum', stratumLabel(interpretation.stratum));
  if (interpretation.floor) add('floor', interpretation.floor.max === 1 ? 'Primer piso' : 'Desde el segundo piso');
  if (interpretation.antiquity) add('antiquity', ANTIQUITY_LABEL[interpretation.antiquity]);
  if (interpretation.isRemodeled !== null)
    add('remodeled', interpretation.isRemodeled ? 'Remodelado' : 'Sin remodelar');
  if (interpretation.acceptsExchange !== null)
    add('exchange', interpretation.acceptsExchange ? 'Acepta permuta' : 'Sin permuta');
  if (interpretation.featured) add('featured', 'Destacadas');
  for (const id of interpretation.characteristics.include) add(`with-${id}`, nameOf(names.characteristics, id));
  for (const id of interpretation.characteristics.exclude)
    add(`without-${id}`, `sin ${lowerFirst(nameOf(names.characteristics, id))}`, 'exclude');
  if (interpretation.text.trim() !== '') add('text', `“${interpretation.text.trim()}”`);
  return chips;
}
