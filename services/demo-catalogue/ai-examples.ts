import type { AiSearchExampleFields } from '../domain/ai-example/events.js';

/**
 * Example prompts for the AI search. The web asks for them with the current propertyTypeId /
 * municipalityId / status (each only when set), so some are general (all null) and some are tied
 * to a type, a municipality or a status.
 */

type Example = Omit<AiSearchExampleFields, 'sortOrder' | 'isActive'>;

const EXAMPLES: readonly Example[] = [
  // General
  {
    example: 'Apartamento de 3 habitaciones con parqueadero cerca de un centro comercial',
    propertyTypeId: null,
    municipalityId: null,
    status: null,
    category: 'general',
  },
  {
    example: 'Casa con patio y jardín para una familia con niños y mascotas',
    propertyTypeId: null,
    municipalityId: null,
    status: null,
    category: 'family',
  },
  {
    example: 'Algo económico para arrendar, hasta 1.5 millones al mes, cerca del transporte público',
    propertyTypeId: null,
    municipalityId: null,
    status: null,
    category: 'economic',
  },
  {
    example: 'Propiedad de lujo con vista al mar y piscina',
    propertyTypeId: null,
    municipalityId: null,
    status: null,
    category: 'luxury',
  },
  {
    example: 'Inmueble para estrenar en estrato 4 o 5 con gimnasio',
    propertyTypeId: null,
    municipalityId: null,
    status: null,
    category: 'general',
  },
  // Tied to a status
  {
    example: 'Apartamento en arriendo en Chapinero con 2 habitaciones y parqueadero',
    propertyTypeId: 'apartamento',
    municipalityId: 'bogota',
    status: 'rent',
    category: 'general',
  },
  {
    example: 'Apartamento para comprar de menos de 300 millones con ascensor',
    propertyTypeId: null,
    municipalityId: null,
    status: 'sale',
    category: 'economic',
  },
  {
    example: 'Casa en venta en conjunto cerrado con 4 habitaciones y zona BBQ',
    propertyTypeId: 'casa',
    municipalityId: null,
    status: 'sale',
    category: 'family',
  },
  // Tied to a municipality
  {
    example: 'Casa campestre en Chía con piscina para comprar',
    propertyTypeId: 'casa-campestre',
    municipalityId: 'chia',
    status: 'sale',
    category: 'luxury',
  },
  {
    example: 'Oficina en El Poblado hasta 5 millones al mes',
    propertyTypeId: 'oficina',
    municipalityId: 'medellin',
    status: 'rent',
    category: 'general',
  },
  {
    example: 'Apartamento en Laureles con balcón, cerca de la 70',
    propertyTypeId: 'apartamento',
    municipalityId: 'medellin',
    status: null,
    category: 'general',
  },
  {
    example: 'Apartamento frente al mar en Bocagrande para vacaciones en familia',
    propertyTypeId: 'apartamento',
    municipalityId: 'cartagena',
    status: null,
    category: 'luxury',
  },
  {
    example: 'Apartamento en Ciudad Jardín o Pance con aire acondicionado y piscina',
    propertyTypeId: 'apartamento',
    municipalityId: 'cali',
    status: null,
    category: 'family',
  },
  {
    example: 'Apartamento en Riomar con 3 habitaciones y vigilancia 24 horas',
    propertyTypeId: 'apartamento',
    municipalityId: 'barranquilla',
    status: null,
    category: 'luxury',
  },
  {
    example: 'Apartaestudio amoblado cerca de universidades en Bogotá',
    propertyTypeId: 'apartaestudio',
    municipalityId: 'bogota',
    status: 'rent',
    category: 'economic',
  },
  {
    example: 'Apartamento en Sabaneta o Envigado cerca del metro, hasta 450 millones',
    propertyTypeId: 'apartamento',
    municipalityId: 'sabaneta',
    status: 'sale',
    category: 'family',
  },
  // Tied to a property type
  {
    example: 'Finca de recreo en Anapoima con piscina y kiosco',
    propertyTypeId: 'finca',
    municipalityId: 'anapoima',
    status: 'sale',
    category: 'luxury',
  },
  {
    example: 'Bodega con muelle de carga y más de 500 m² para arrendar',
    propertyTypeId: 'bodega',
    municipalityId: null,
    status: 'rent',
    category: 'general',
  },
  {
    example: 'Local comercial esquinero con buen flujo peatonal',
    propertyTypeId: 'local-comercial',
    municipalityId: null,
    status: null,
    category: 'general',
  },
  {
    example: 'Lote campestre con servicios públicos para construir casa',
    propertyTypeId: 'lote',
    municipalityId: null,
    status: 'sale',
    category: 'economic',
  },
  {
    example: 'Consultorio cerca de clínicas con parqueadero',
    propertyTypeId: 'consultorio',
    municipalityId: null,
    status: null,
    category: 'general',
  },
  {
    example: 'Penthouse con terraza y jacuzzi en el norte de Bogotá',
    propertyTypeId: 'penthouse',
    municipalityId: 'bogota',
    status: null,
    category: 'luxury',
  },
];

export const DEMO_AI_EXAMPLES: AiSearchExampleFields[] = EXAMPLES.map((example, index) => ({
  ...example,
  sortOrder: index + 1,
  isActive: true,
}));
