import type { Antiquity } from '../../domain/property/events.js';
import { CHARACTERISTICS, type CharacteristicId } from '../master-data.js';
import type { Context, Layout } from './listing-context.js';
import { APARTMENT_LIKE, RESIDENTIAL, gender } from './property-types.js';
import { a, capitalize, de, hectares, joinY, lowerFirst, plural, thousands } from './spanish-wording.js';

const CHARACTERISTIC_NAMES: ReadonlyMap<string, string> = new Map(CHARACTERISTICS.map((c) => [c.id, c.name]));
/** Features of the unit itself; the rest belong to the building, the conjunto or the premises. */
const UNIT_FEATURES = new Set<CharacteristicId>([
  'balcon',
  'terraza',
  'chimenea',
  'estudio',
  'cuarto-util',
  'patio',
  'jardin',
  'aire-acondicionado',
  'vista-exterior',
  'vista-al-mar',
  'calentador-a-gas',
  'cocina-integral',
  'bano-social',
  'zona-de-ropas',
  'jacuzzi',
  'kiosco',
  'pesebrera',
  'nacimiento-de-agua',
  'via-pavimentada',
  'servicios-publicos',
  'muelle-de-carga',
  'sala-de-juntas',
  'fibra-optica',
  'admite-mascotas',
]);
/** The characteristic a title mentions ("… con terraza"), most eye-catching first. */
const TITLE_HIGHLIGHTS: readonly CharacteristicId[] = [
  'vista-al-mar',
  'piscina',
  'terraza',
  'chimenea',
  'jardin',
  'jacuzzi',
  'nacimiento-de-agua',
  'estudio',
  'balcon',
  'vista-exterior',
  'muelle-de-carga',
  'kiosco',
  'pesebrera',
  'sala-de-juntas',
  'zona-bbq',
  'gimnasio',
  'patio',
];

/** Master data capitalises names for lists; mid-sentence they read in lower case. */
const characteristicName = (id: CharacteristicId) => lowerFirst(CHARACTERISTIC_NAMES.get(id) ?? id);

/** Where the listing is, for the title (short) and for the description. */
function placeFor(ctx: Context): { title: string; text: string } {
  const { hood, municipalityName: city } = ctx;
  if (hood.name === 'Centro') return { title: `en el centro de ${city}`, text: `en el centro de ${city}` };
  if (hood.name === 'Centro Histórico')
    return { title: `en el Centro Histórico de ${city}`, text: `en el Centro Histórico de ${city}` };
  if (hood.name.startsWith('Vereda '))
    return { title: `en ${city}`, text: `en la vereda ${hood.name.slice('Vereda '.length)} de ${city}` };
  if (hood.name.startsWith('Zona ')) return { title: `en la ${hood.name}`, text: `en la ${hood.name} de ${city}` };
  return { title: `en ${hood.name}`, text: `en ${hood.name}, ${city}` };
}

/** "Apartamento remodelado en Chicó con terraza": type, an adjective, size or deal, place and a highlight. */
export function titleFor(
  ctx: Context,
  layout: Layout,
  antiquity: Antiquity | null,
  isRemodeled: boolean,
  stratum: number | null,
  characteristics: readonly CharacteristicId[],
): string {
  const { dice, type, typeId, status, hood } = ctx;
  const g = (m: string, f: string) => gender(type, m, f);
  let adjective: string;
  if (typeId === 'finca')
    adjective = ['Minca', 'Cerritos'].includes(hood.name) ? 'cafetera' : dice.pick(['de recreo', 'productiva']);
  else if (typeId === 'lote') adjective = ctx.isRural ? 'campestre' : 'urbanizable';
  else if (typeId === 'bodega') adjective = '';
  else if (antiquity === 'nuevo' && RESIDENTIAL.has(typeId)) adjective = 'para estrenar';
  else if (isRemodeled) adjective = g('remodelado', 'remodelada');
  else if (stratum === 6 && RESIDENTIAL.has(typeId) && dice.chance(0.5)) adjective = 'de lujo';
  else if (typeId === 'apartaestudio') adjective = dice.pick(['moderno', 'acogedor', '']);
  else if (typeId === 'local-comercial') adjective = dice.pick(['esquinero', '', '']);
  else adjective = dice.pick([g('moderno', 'moderna'), g('amplio', 'amplia'), g('iluminado', 'iluminada'), '']);
  const size =
    typeId === 'finca'
      ? ` de ${hectares(layout.area ?? 0)} hectáreas`
      : typeId === 'lote'
        ? ` de ${thousands(layout.area ?? 0)} m²`
        : typeId === 'bodega'
          ? ` de ${thousands(layout.builtArea ?? 0)} m²`
          : '';
  const deal =
    (status === 'rent' || status === 'rented') && dice.chance(0.4)
      ? ' en arriendo'
      : status === 'sale' && dice.chance(0.15)
        ? ' en venta'
        : '';
  const highlights: readonly CharacteristicId[] =
    typeId === 'bodega'
      ? ['muelle-de-carga']
      : typeId === 'oficina'
        ? TITLE_HIGHLIGHTS
        : TITLE_HIGHLIGHTS.filter((id) => id !== 'sala-de-juntas');
  const highlight = dice.chance(0.8) ? highlights.find((id) => characteristics.includes(id)) : undefined;
  return [
    type.name,
    adjective,
    size.trim(),
    deal.trim(),
    placeFor(ctx).title,
    highlight ? `con ${characteristicName(highlight)}` : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
}

/** Up to four sentences: what and where, layout, amenities, and a closing note on status or condition. */
export function descriptionFor(
  ctx: Context,
  layout: Layout,
  stratum: number | null,
  flags: { antiquity: Antiquity | null; isRemodeled: boolean; acceptsExchange: boolean },
  characteristics: readonly CharacteristicId[],
): string {
  const { dice, type, typeId, hood, municipalityName: city, status } = ctx;
  const place = placeFor(ctx).text;
  const nearby = hood.nearby ?? 'las vías principales, el comercio y el transporte público';
  const g = (m: string, f: string) => gender(type, m, f);
  const rooms = plural(layout.bedrooms ?? 0, 'habitación', 'habitaciones');
  const baths = plural(layout.bathrooms ?? 0, 'baño', 'baños');
  const parking = layout.parkingSpaces ? plural(layout.parkingSpaces, 'parqueadero', 'parqueaderos') : null;
  const built = thousands(layout.builtArea ?? 0);
  const sentences: string[] = [];

  // 1. What and where.
  switch (typeId) {
    case 'casa-campestre':
      sentences.push(
        `Casa campestre de ${built} m² construidos en un lote de ${thousands(layout.area ?? 0)} m² ${place}, cerca ${de(nearby)}.`,
      );
      break;
    case 'finca':
      sentences.push(`Finca de ${hectares(layout.area ?? 0)} hectáreas ${place}, cerca ${de(nearby)}.`);
      break;
    case 'lote':
      sentences.push(
        `Lote de ${thousands(layout.area ?? 0)} m² ${place}, ideal para ${ctx.isRural ? dice.pick(['construir casa campestre', 'una casa de descanso']) : dice.pick(['un proyecto de vivienda', 'un desarrollo comercial', 'un edificio de oficinas'])}.`,
      );
      break;
    case 'oficina':
      sentences.push(`Oficina de ${built} m² ${place}, en edificio empresarial cerca ${de(nearby)}.`);
      break;
    case 'consultorio':
      sentences.push(`Consultorio de ${built} m² ${place}, en edificio médico cerca ${de(nearby)}.`);
      break;
    case 'local-comercial':
      sentences.push(`Local comercial de ${built} m² a nivel de calle ${place}, con alto flujo peatonal y vehicular.`);
      break;
    case 'bodega':
      sentences.push(
        `Bodega de ${built} m² sobre un lote de ${thousands(layout.area ?? 0)} m² ${place}, con acceso rápido ${a(nearby)}.`,
      );
      break;
    default: {
      const intro = dice.int(0, 2);
      if (intro === 0 || (intro === 2 && (stratum ?? 0) < 5))
        sentences.push(`${type.name} de ${built} m² ${g('ubicado', 'ubicada')} ${place}, cerca ${de(nearby)}.`);
      else if (intro === 1)
        sentences.push(`Excelente ${lowerFirst(type.name)} ${place}, a pocos minutos ${de(nearby)}.`);
      else sentences.push(`${type.name} de ${built} m² ${place}, uno de los sectores más valorizados de ${city}.`);
    }
  }

  // 2. Layout.
  switch (typeId) {
    case 'apartamento':
      sentences.push(
        `Cuenta con ${joinY([rooms, baths, ...(parking ? [parking] : [])])}, en el piso ${layout.floor} de un edificio de ${layout.totalFloors} pisos.`,
      );
      break;
    case 'penthouse':
      sentences.push(
        `Ocupa el piso ${layout.floor}, el último del edificio, y tiene ${joinY([rooms, baths, ...(parking ? [parking] : [])])}.`,
      );
      break;
    case 'duplex':
      sentences.push(
        `Distribuido en dos niveles (pisos ${layout.floor} y ${layout.totalFloors}), tiene ${joinY([rooms, baths, ...(parking ? [parking] : [])])}.`,
      );
      break;
    case 'apartaestudio':
      sentences.push(
        `Espacio integrado con cocina abierta${parking ? ', 1 baño y parqueadero propio' : ' y 1 baño'}, en el piso ${layout.floor}; ideal para estudiantes o ejecutivos.`,
      );
      break;
    case 'casa':
      sentences.push(
        `Distribuida en ${layout.totalFloors} niveles, tiene ${joinY([rooms, baths, ...(layout.parkingSpaces ? [`garaje para ${plural(layout.parkingSpaces, 'carro', 'carros')}`] : [])])}, sobre un lote de ${thousands(layout.area ?? 0)} m².`,
      );
      break;
    case 'casa-campestre':
      sentences.push(
        `Tiene ${rooms}, ${baths} y espacio para ${plural(layout.parkingSpaces ?? 0, 'vehículo', 'vehículos')}, rodeada de zonas verdes.`,
      );
      break;
    case 'finca':
      sentences.push(
        `La casa principal, de ${built} m², tiene ${rooms} y ${baths}, con parqueadero para ${plural(layout.parkingSpaces ?? 0, 'vehículo', 'vehículos')}.`,
      );
      break;
    case 'lote':
      sentences.push(
        `Terreno ${dice.pick(['plano', 'con leve pendiente y buena vista'])}, ${ctx.isRural ? 'con acceso directo desde la vía principal' : 'con uso de suelo mixto'} e impuestos al día.`,
      );
      break;
    case 'oficina':
      sentences.push(
        `Planta ${dice.pick(['libre', 'con divisiones en vidrio'])} con ${joinY([baths, ...(parking ? [parking] : [])])}, en el piso ${layout.floor} de ${layout.totalFloors}.`,
      );
      break;
    case 'consultorio':
      sentences.push(
        `Dispone de baño privado, área de procedimientos y sala de espera compartida en el piso ${layout.floor}.`,
      );
      break;
    case 'local-comercial':
      sentences.push(
        `Tiene ${baths}, ${String(layout.clearHeight).replace('.', ',')} m de altura libre y fachada en vidrio; apto para ${dice.pick(['restaurante', 'tienda de ropa', 'droguería', 'café', 'oficina bancaria'])}.`,
      );
      break;
    case 'bodega':
      sentences.push(
        `Altura libre de ${layout.clearHeight} m, ${baths}, oficinas administrativas en mezzanine y ${plural(layout.parkingSpaces ?? 0, 'parqueadero', 'parqueaderos')}; apta para tractomulas.`,
      );
      break;
  }

  // 3. Amenities.
  const own = characteristics.filter((id) => UNIT_FEATURES.has(id) && id !== 'admite-mascotas');
  const shared = characteristics.filter((id) => !UNIT_FEATURES.has(id) && id !== 'conjunto-cerrado');
  const inConjunto = characteristics.includes('conjunto-cerrado');
  const verb = RESIDENTIAL.has(typeId) && typeId !== 'finca' ? 'Incluye' : 'Cuenta con';
  const ownText = own.length ? `${verb} ${joinY(own.map(characteristicName))}` : '';
  const owner = inConjunto
    ? 'el conjunto cerrado'
    : APARTMENT_LIKE.has(typeId) || typeId === 'oficina' || typeId === 'consultorio'
      ? 'el edificio'
      : 'la propiedad';
  const sharedText = shared.length
    ? `${owner} ofrece ${joinY(shared.map(characteristicName))}`
    : inConjunto
      ? 'hace parte de un conjunto cerrado'
      : '';
  const amenities = [ownText, sharedText].filter((part) => part !== '').join('; ');
  const pets = characteristics.includes('admite-mascotas')
    ? amenities
      ? ', y se admiten mascotas'
      : 'se admiten mascotas'
    : '';
  if (amenities || pets) sentences.push(`${capitalize(amenities + pets)}.`);

  // 4. Closing note.
  if (status === 'sold') sentences.push(`Inmueble vendido: contáctenos para conocer opciones similares ${place}.`);
  else if (status === 'rented') sentences.push('Inmueble arrendado: pregúntenos por opciones similares en el sector.');
  else if (flags.acceptsExchange) sentences.push('El propietario estudia permuta por un inmueble de menor valor.');
  else if (flags.isRemodeled)
    sentences.push(`${g('Remodelado', 'Remodelada')} recientemente con acabados de primera calidad.`);
  else if (flags.antiquity === 'nuevo' && status === 'sale')
    sentences.push('Para estrenar, con entrega inmediata y escrituración ágil.');
  else if (status === 'rent')
    sentences.push('Disponible de inmediato; se solicita estudio con aseguradora de arrendamientos.');

  return sentences.join(' ');
}
