/**
 * The concepts a Spanish real-estate text is about, each with the word stems that evoke it (normalized:
 * lower case, no accents). Hand-written because no model may be downloaded here: it is small, deterministic,
 * and good enough to rank "algo tranquilo cerca a la naturaleza" above a downtown office.
 */
export const CONCEPTS: ReadonlyArray<{ name: string; stems: readonly string[] }> = [
  {
    name: 'naturaleza',
    stems: [
      'natural',
      'verde',
      'arbol',
      'bosque',
      'montan',
      'campo',
      'campestre',
      'rio',
      'quebrad',
      'jardin',
      'aire puro',
      'paisaj',
      'finca',
      'vereda',
      'ecolog',
    ],
  },
  {
    name: 'tranquilidad',
    stems: ['tranquil', 'silenci', 'calm', 'paz', 'privad', 'reservad', 'descans', 'retir', 'sosieg'],
  },
  {
    name: 'lujo',
    stems: [
      'lujo',
      'exclusiv',
      'premium',
      'elegan',
      'sofistic',
      'alto nivel',
      'penthouse',
      'espectacular',
      'importad',
      'marmol',
      'domotic',
      'amplisim',
    ],
  },
  {
    name: 'economico',
    stems: ['econom', 'barat', 'asequib', 'precio justo', 'oportunidad', 'ganga', 'accesib', 'primer', 'vis '],
  },
  {
    name: 'familia',
    stems: ['famil', 'nino', 'hijo', 'colegio', 'parque infantil', 'juego', 'amplio', 'conjunto', 'seguro', 'mascota'],
  },
  {
    name: 'vista',
    stems: ['vista', 'panoram', 'mirador', 'exterior', 'piso alto', 'ciudad desde', 'atardecer', 'ventanal'],
  },
  {
    name: 'moderno',
    stems: ['modern', 'nuevo', 'estrenar', 'contemporan', 'diseno', 'remodel', 'actualiz', 'minimal'],
  },
  {
    name: 'centrico',
    stems: [
      'centr',
      'cerca a',
      'ubicac',
      'transporte',
      'transmilenio',
      'metro',
      'avenida',
      'comercial',
      'restaurant',
      'universidad',
    ],
  },
  { name: 'mar', stems: ['mar', 'playa', 'costa', 'caribe', 'brisa', 'bahia', 'malecon'] },
  { name: 'clima calido', stems: ['calido', 'calor', 'tierra caliente', 'sol', 'piscina', 'aire acondicionado'] },
  {
    name: 'trabajo',
    stems: [
      'oficina',
      'consultorio',
      'negocio',
      'empresa',
      'comercial',
      'local',
      'bodega',
      'trafico',
      'clientes',
      'coworking',
    ],
  },
  { name: 'estudiante', stems: ['estudiant', 'universit', 'pequen', 'practic', 'aparta', 'joven', 'soltero'] },
  {
    name: 'inversion',
    stems: ['inversion', 'inversionista', 'renta', 'rentabilidad', 'valoriz', 'lote', 'proyecto', 'construir'],
  },
  { name: 'seguridad', stems: ['segur', 'vigilanc', 'porteria', 'cerrad', 'camara', 'control de acceso'] },
  { name: 'espacio', stems: ['amplio', 'espacio', 'grande', 'terraza', 'patio', 'balcon', 'doble altura', 'duplex'] },
  { name: 'deporte', stems: ['gimnasio', 'gym', 'squash', 'cancha', 'deport', 'bicicleta', 'sendero', 'club'] },
];
