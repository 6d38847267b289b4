import type { PropertyDto } from './api-contract';
import { formatArea } from './format-area';

export const ANTIQUITY_LABEL: Record<string, string> = {
  nuevo: 'Nuevo',
  '1-5-anos': '1 a 5 años',
  '6-10-anos': '6 a 10 años',
  '11-20-anos': '11 a 20 años',
  '16-30-anos': '16 a 30 años',
  'mas-30-anos': 'Más de 30 años',
};

const squareMetres = (area: string | null) => (area === null ? null : formatArea(area));

/** The unit's floor ("3 de 10"); a house that only says how many floors it has gets its own fact, Pisos. */
const floorText = (floor: number | null, totalFloors: number | null) =>
  floor === null ? null : totalFloors === null ? String(floor) : `${floor} de ${totalFloors}`;

/**
 * The facts shown for a property on the detail modal and the property page, with Spanish labels, leaving
 * out whatever the listing does not say (a missing value is unknown, not zero). Estrato and administración
 * are in the cost block beside the price (lib/property-costs.ts), not repeated here.
 */
export function propertyFacts(property: PropertyDto): Array<{ label: string; value: string }> {
  const facts: Array<[string, string | number | null]> = [
    ['Habitaciones', property.bedrooms],
    ['Baños', property.bathrooms],
    ['Área', squareMetres(property.area)],
    ['Área construida', squareMetres(property.builtArea)],
    ['Área privada', squareMetres(property.privateArea)],
    ['Parqueaderos', property.parkingSpaces],
    ['Piso', floorText(property.floor, property.totalFloors)],
    ['Pisos', property.floor === null ? property.totalFloors : null],
    ['Antigüedad', property.antiquity === null ? null : (ANTIQUITY_LABEL[property.antiquity] ?? property.antiquity)],
    ['Remodelado', property.isRemodeled ? 'Sí' : null],
    ['Acepta permuta', property.acceptsExchange ? 'Sí' : null],
  ];
  return facts
    .filter((fact): fact is [string, string | number] => fact[1] !== null && fact[1] !== '')
    .map(([label, value]) => ({ label, value: String(value) }));
}
