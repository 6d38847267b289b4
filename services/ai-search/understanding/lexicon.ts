/**
 * How Colombians name things the master data names formally. Keys and values are normalized (lower case,
 * no accents); values are the normalized master-data *names* they stand for, so ids still come from the
 * live read models.
 */
export const TYPE_SYNONYMS: Record<string, string[]> = {
  apartamento: ['apto', 'aptos', 'apartamento', 'apartamentos', 'apartamentico', 'depa', 'departamento'],
  apartaestudio: ['apartaestudio', 'apartaestudios', 'aparta estudio', 'aparta-estudio', 'aparta estudios', 'loft', 'monoambiente'],
  casa: ['casa', 'casas', 'casita'],
  'casa campestre': ['casa campestre', 'casas campestres', 'casa de campo', 'casa en condominio campestre'],
  finca: ['finca', 'fincas', 'finca de recreo', 'hacienda', 'parcela', 'parcelas'],
  lote: ['lote', 'lotes', 'terreno', 'terrenos'],
  oficina: ['oficina', 'oficinas'],
  'local comercial': ['local', 'locales', 'local comercial', 'locales comerciales'],
  bodega: ['bodega', 'bodegas', 'galpon', 'nave industrial'],
  consultorio: ['consultorio', 'consultorios'],
  penthouse: ['penthouse', 'pent house', 'pent-house', 'ph'],
  duplex: ['duplex', 'duplex'],
};

export const MUNICIPALITY_SYNONYMS: Record<string, string[]> = {
  bogota: ['bogota', 'bogota dc', 'bogota d c', 'santa fe de bogota', 'la capital'],
  medellin: ['medellin', 'medallo'],
  barranquilla: ['barranquilla', 'curramba', 'la arenosa', 'baq'],
  cartagena: ['cartagena', 'cartagena de indias', 'la heroica'],
  cali: ['cali', 'santiago de cali', 'la sucursal del cielo'],
  'santa marta': ['santa marta', 'sta marta', 'samario'],
  bucaramanga: ['bucaramanga', 'bucara', 'la ciudad bonita'],
};

export const CHARACTERISTIC_SYNONYMS: Record<string, string[]> = {
  gimnasio: ['gimnasio', 'gym', 'gimnacio'],
  'zona bbq': ['zona bbq', 'bbq', 'zona de asados', 'asados', 'asador', 'parrilla'],
  'vigilancia 24 horas': ['vigilancia', 'vigilancia 24 horas', 'vigilancia 24h', 'seguridad 24 horas', 'seguridad privada', 'celaduria'],
  porteria: ['porteria', 'portero', 'porteria 24 horas'],
  'parque infantil': ['parque infantil', 'parque para ninos', 'juegos infantiles', 'zona infantil', 'juegos para ninos'],
  balcon: ['balcon', 'balcones'],
  terraza: ['terraza', 'terrazas'],
  piscina: ['piscina', 'piscinas', 'pileta', 'alberca'],
  ascensor: ['ascensor', 'ascensores', 'elevador'],
  chimenea: ['chimenea'],
  'zona humeda': ['zona humeda', 'turco', 'sauna', 'bano turco'],
  'admite mascotas': ['admite mascotas', 'mascotas', 'pet friendly', 'admiten mascotas', 'acepta mascotas', 'aceptan mascotas', 'admitan mascotas', 'perros', 'gatos'],
  'acceso para discapacitados': ['acceso para discapacitados', 'discapacitados', 'silla de ruedas', 'movilidad reducida', 'accesible'],
  'conjunto cerrado': ['conjunto cerrado', 'conjunto', 'unidad cerrada', 'condominio'],
  'aire acondicionado': ['aire acondicionado', 'aire', 'a/c', 'clima'],
  'cuarto util': ['cuarto util', 'deposito', 'util'],
  'salon comunal': ['salon comunal', 'salon social'],
  jardin: ['jardin', 'jardines', 'zonas verdes'],
  patio: ['patio', 'patios'],
  estudio: ['estudio'],
  'vista exterior': ['vista exterior', 'exterior'],
};

export const OPERATION_WORDS = {
  sale: ['venta', 'ventas', 'vendo', 'vende', 'venden', 'comprar', 'compra', 'compro', 'adquirir', 'pa comprar', 'para comprar'],
  rent: ['arriendo', 'arriendos', 'arrendar', 'arrendamiento', 'arriendan', 'alquiler', 'alquilar', 'alquilo', 'renta', 'rentar', 'rento', 'para arrendar', 'en arriendo'],
} as const;

export const SOLD_WORDS = ['vendido', 'vendidos', 'vendida', 'vendidas'];
export const RENTED_WORDS = ['arrendado', 'arrendados', 'arrendada', 'arrendadas', 'alquilado', 'alquilados', 'alquilada', 'alquiladas'];

export const NUMBER_WORDS: Record<string, number> = {
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  once: 11, doce: 12, quince: 15, veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, cien: 100, ciento: 100,
  doscientos: 200, trescientos: 300, cuatrocientos: 400, quinientos: 500, seiscientos: 600, setecientos: 700, ochocientos: 800, novecientos: 900,
};

/** Words that carry no meaning once the constraints are out (on top of the Spanish stop words). */
export const FILLER_WORDS = new Set([
  'busco', 'buscando', 'quiero', 'necesito', 'me', 'interesa', 'gustaria', 'ojala', 'favor', 'por', 'algo', 'alguna', 'algun',
  'inmueble', 'inmuebles', 'propiedad', 'propiedades', 'vivienda', 'sector', 'zona', 'barrio', 'ciudad', 'cerca', 'que', 'tenga',
  'tengan', 'con', 'sin', 'para', 'pa', 'en', 'de', 'del', 'la', 'el', 'los', 'las', 'y', 'o', 'a', 'al', 'mas', 'menos',
]);
