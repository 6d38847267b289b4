/**
 * Master data of the demo catalogue: property types, municipalities and characteristics.
 * Every id is the slug of its name: lowercase, accents removed (NFD without combining marks, so ñ → n),
 * runs of anything else than [a-z0-9] turned into '-', no leading or trailing '-'.
 */

export interface MasterDataItem {
  readonly id: string;
  readonly name: string;
}

export const PROPERTY_TYPES = [
  { id: 'apartamento', name: 'Apartamento' },
  { id: 'casa', name: 'Casa' },
  { id: 'apartaestudio', name: 'Apartaestudio' },
  { id: 'casa-campestre', name: 'Casa campestre' },
  { id: 'finca', name: 'Finca' },
  { id: 'lote', name: 'Lote' },
  { id: 'oficina', name: 'Oficina' },
  { id: 'local-comercial', name: 'Local comercial' },
  { id: 'bodega', name: 'Bodega' },
  { id: 'consultorio', name: 'Consultorio' },
  { id: 'penthouse', name: 'Penthouse' },
  { id: 'duplex', name: 'Dúplex' },
] as const satisfies readonly MasterDataItem[];
export type PropertyTypeId = (typeof PROPERTY_TYPES)[number]['id'];

export const MUNICIPALITIES = [
  { id: 'bogota', name: 'Bogotá' },
  { id: 'medellin', name: 'Medellín' },
  { id: 'cali', name: 'Cali' },
  { id: 'barranquilla', name: 'Barranquilla' },
  { id: 'cartagena', name: 'Cartagena' },
  { id: 'bucaramanga', name: 'Bucaramanga' },
  { id: 'chia', name: 'Chía' },
  { id: 'cajica', name: 'Cajicá' },
  { id: 'envigado', name: 'Envigado' },
  { id: 'sabaneta', name: 'Sabaneta' },
  { id: 'santa-marta', name: 'Santa Marta' },
  { id: 'pereira', name: 'Pereira' },
  { id: 'rionegro', name: 'Rionegro' },
  { id: 'anapoima', name: 'Anapoima' },
] as const satisfies readonly MasterDataItem[];
export type MunicipalityId = (typeof MUNICIPALITIES)[number]['id'];

export const CHARACTERISTICS = [
  { id: 'piscina', name: 'Piscina' },
  { id: 'gimnasio', name: 'Gimnasio' },
  { id: 'ascensor', name: 'Ascensor' },
  { id: 'balcon', name: 'Balcón' },
  { id: 'terraza', name: 'Terraza' },
  { id: 'vigilancia-24-horas', name: 'Vigilancia 24 horas' },
  { id: 'porteria', name: 'Portería' },
  { id: 'zona-bbq', name: 'Zona BBQ' },
  { id: 'parque-infantil', name: 'Parque infantil' },
  { id: 'salon-comunal', name: 'Salón comunal' },
  { id: 'chimenea', name: 'Chimenea' },
  { id: 'estudio', name: 'Estudio' },
  { id: 'cuarto-util', name: 'Cuarto útil' },
  { id: 'patio', name: 'Patio' },
  { id: 'jardin', name: 'Jardín' },
  { id: 'aire-acondicionado', name: 'Aire acondicionado' },
  { id: 'vista-exterior', name: 'Vista exterior' },
  { id: 'vista-al-mar', name: 'Vista al mar' },
  { id: 'conjunto-cerrado', name: 'Conjunto cerrado' },
  { id: 'cancha-de-squash', name: 'Cancha de squash' },
  { id: 'cancha-multiple', name: 'Cancha múltiple' },
  { id: 'calentador-a-gas', name: 'Calentador a gas' },
  { id: 'cocina-integral', name: 'Cocina integral' },
  { id: 'bano-social', name: 'Baño social' },
  { id: 'zona-de-ropas', name: 'Zona de ropas' },
  { id: 'parqueadero-de-visitantes', name: 'Parqueadero de visitantes' },
  { id: 'planta-electrica', name: 'Planta eléctrica' },
  { id: 'zona-humeda', name: 'Zona húmeda' },
  { id: 'jacuzzi', name: 'Jacuzzi' },
  { id: 'acceso-para-discapacitados', name: 'Acceso para discapacitados' },
  { id: 'admite-mascotas', name: 'Admite mascotas' },
  { id: 'kiosco', name: 'Kiosco' },
  { id: 'pesebrera', name: 'Pesebrera' },
  { id: 'nacimiento-de-agua', name: 'Nacimiento de agua' },
  { id: 'via-pavimentada', name: 'Vía pavimentada' },
  { id: 'servicios-publicos', name: 'Servicios públicos' },
  { id: 'muelle-de-carga', name: 'Muelle de carga' },
  { id: 'sala-de-juntas', name: 'Sala de juntas' },
  { id: 'fibra-optica', name: 'Fibra óptica' },
  { id: 'zona-de-coworking', name: 'Zona de coworking' },
  { id: 'amoblado', name: 'Amoblado' },
] as const satisfies readonly MasterDataItem[];
export type CharacteristicId = (typeof CHARACTERISTICS)[number]['id'];
