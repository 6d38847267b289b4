import type { PropertyTypeId } from '../master-data.js';

/** How each property type is named, coded and rented. */
export interface TypeInfo {
  readonly name: string;
  readonly feminine: boolean;
  readonly codePrefix: string;
  /** Monthly rent as a share of the sale value. */
  readonly rentYield: number;
}

export const TYPES: Readonly<Record<PropertyTypeId, TypeInfo>> = {
  apartamento: { name: 'Apartamento', feminine: false, codePrefix: 'APT', rentYield: 0.0048 },
  casa: { name: 'Casa', feminine: true, codePrefix: 'CAS', rentYield: 0.0045 },
  apartaestudio: { name: 'Apartaestudio', feminine: false, codePrefix: 'AES', rentYield: 0.0058 },
  'casa-campestre': { name: 'Casa campestre', feminine: true, codePrefix: 'CCP', rentYield: 0.004 },
  finca: { name: 'Finca', feminine: true, codePrefix: 'FIN', rentYield: 0.0035 },
  lote: { name: 'Lote', feminine: false, codePrefix: 'LOT', rentYield: 0.003 },
  oficina: { name: 'Oficina', feminine: true, codePrefix: 'OFI', rentYield: 0.0065 },
  'local-comercial': { name: 'Local comercial', feminine: false, codePrefix: 'LOC', rentYield: 0.0075 },
  bodega: { name: 'Bodega', feminine: true, codePrefix: 'BOD', rentYield: 0.0068 },
  consultorio: { name: 'Consultorio', feminine: false, codePrefix: 'CON', rentYield: 0.0065 },
  penthouse: { name: 'Penthouse', feminine: false, codePrefix: 'PH', rentYield: 0.0045 },
  duplex: { name: 'Dúplex', feminine: false, codePrefix: 'DUP', rentYield: 0.0046 },
};

export const APARTMENT_LIKE = new Set<PropertyTypeId>(['apartamento', 'apartaestudio', 'penthouse', 'duplex']);
export const RESIDENTIAL = new Set<PropertyTypeId>([
  'apartamento',
  'apartaestudio',
  'penthouse',
  'duplex',
  'casa',
  'casa-campestre',
  'finca',
]);

/** Picks the adjective ending that agrees with the type name ("remodelado" / "remodelada"). */
export const gender = (info: TypeInfo, masculine: string, feminine: string) => (info.feminine ? feminine : masculine);
