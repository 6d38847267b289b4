/*
 * The words of negation scope, as data: what refuses a name, what ends a refusal, what refuses a lack (which asks).
 * The rules that use them are in refusals.ts. Words are normalised (lower case, no accents).
 */

/**
 * Words that refuse what follows them closely: "sin ascensor", "que no sea en Bogotá", "fuera del Poblado", "nada de
 * casas", "tampoco quiero conjunto", "not in Suba", "without elevator".
 */
export const NEGATIONS: ReadonlySet<string> = new Set([
  'descarto',
  'descartamos',
  'descarten',
  'sin',
  'no',
  'ni',
  'fuera',
  'excepto',
  'salvo',
  'nada',
  'tampoco',
  'not',
  'without',
  'except',
]);

/** Words that say something is missing: refused, they ask for it ("que no le falte parqueadero"). */
export const LACK: ReadonlySet<string> = new Set(['sin', 'without', 'falte', 'falta', 'faltar', 'falten']);

/**
 * Words that refuse the lack after them: "no lo quiero sin balcón", "ninguna sin ascensor", "ni loco sin piscina",
 * "descarto los que no estén amoblados".
 */
export const REFUSERS: ReadonlySet<string> = new Set([
  'descarto',
  'descartamos',
  'descarten',
  'descartarlo',
  'descartarla',
  'descartarlos',
  'descartarlas',
  'nothing',
  'no',
  'ni',
  'nada',
  'ninguna',
  'ninguno',
  'ningun',
  'nunca',
  'jamas',
  'imposible',
  'not',
  'never',
]);

/** Words that refuse what was just named, said after it: "casa no", "piscina tampoco", "sin ascensor ni lo miro". */
export const AFTER: ReadonlySet<string> = new Set(['no', 'ni', 'tampoco', 'nunca', 'jamas']);

/** Words that end a refusal: "sin ascensor y con piscina", "no en Suba, busco en Chapinero", "no gym and with pool". */
export const AFFIRMATIONS: ReadonlySet<string> = new Set([
  'con',
  'y',
  'busco',
  'buscamos',
  'necesito',
  'necesitamos',
  'prefiero',
  'preferimos',
  'quiero',
  'queremos',
  'importa',
  'pero',
  'sino',
  'mejor',
  'with',
  'and',
  'but',
]);

/**
 * Verdicts said after the thing, a comma before them or not, that refuse it: "sin aire, ni pensarlo", "piscina no,
 * paso", "sin balcón, descartado", "without a terrace, forget it".
 */
export const VERDICTS: readonly string[] = [
  'ni pensarlo',
  'ni de riesgos',
  'ni de vainas',
  'ni hablar',
  'ni loco',
  'ni loca',
  'ni muerto',
  'ni muerta',
  'ni por nada',
  'de ninguna manera',
  'para nada',
  'paso',
  'pasamos',
  'descartado',
  'descartada',
  'descartados',
  'descartadas',
  'olvidalo',
  'olvidelo',
  'olvidate',
  'olvidese',
  'no va',
  'no aplica',
  'no gracias',
  'is a no',
  'is a dealbreaker',
  'is a deal breaker',
  'siguiente',
  'no senor',
  'no senora',
  'forget it',
  'next',
  'no way',
  'no thanks',
  'pass',
];

/** Impersonal subjects right after a lack, which tell what it does to anyone: "sin piscina uno se derrite". */
export const IMPERSONAL: ReadonlySet<string> = new Set(['uno', 'nadie', 'one', 'nobody']);

/** Words that say a lack does not matter: "sin balcón no hay problema", "sin piscina ni nada". */
export const INDIFFERENT: ReadonlySet<string> = new Set(['problema', 'lio', 'rollo', 'importa', 'matter']);

/** Words that give a reason: "porque sin ascensor no puedo subir" argues for the elevator. */
export const REASONS: ReadonlySet<string> = new Set(['porque', 'because', 'pues']);

/** Pronouns before a verb of refusal: "no me sirve", "ni lo miro". */
export const PRONOUNS: ReadonlySet<string> = new Set(['me', 'nos', 'lo', 'la', 'los', 'las', 'le']);

/**
 * Verbs that, after a "no" or "ni", say the thing named before is refused: "casa no me interesa", "sin ascensor no
 * sirve", "sin nacimiento de agua ni la miramos".
 */
export const REFUSING_VERBS: ReadonlySet<string> = new Set([
  'sirve',
  'sirven',
  'interesa',
  'interesan',
  'quiero',
  'queremos',
  'gusta',
  'gustan',
  'funciona',
  'funcionan',
  'vale',
  'valen',
  'considero',
  'consideramos',
  'acepto',
  'aceptamos',
  'miro',
  'miramos',
  'soluciona',
  'work',
  'works',
  'veo',
  'vemos',
  'hay',
]);

/** Whom something does not suit, said between it and the refusal: "para mí", "para nosotros". */
export const FOR_WHOM: ReadonlySet<string> = new Set(['mi', 'nosotros', 'nosotras', 'me', 'us']);

/**
 * Words that start the next part after a refusal: "casa no y lote tampoco", "piscina no pero gimnasio sí", or its
 * reason, "gimnasio no que no lo uso".
 */
export const NEXT: ReadonlySet<string> = new Set([
  'y',
  'pero',
  'sino',
  'que',
  'porque',
  'pues',
  'and',
  'but',
  'because',
]);

/** Verbs of wanting, which after a negation refuse what follows: "no quiero casa", "tampoco busco lote". */
export const WANTING: ReadonlySet<string> = new Set([
  'quiero',
  'queremos',
  'busco',
  'buscamos',
  'necesito',
  'necesitamos',
  'prefiero',
]);

/** What stands between two negations that ask: "nada que no", "no puede no". */
export const DOUBLED: ReadonlySet<string> = new Set(['que', 'puede', 'pueda', 'debe', 'si']);

/** Verbs a refusal reaches through to the name: "que no sea en Bogotá", "no me muestren casas". */
export const THROUGH: ReadonlySet<string> = new Set([
  'venga',
  'vengan',
  'viene',
  'vienen',
  'incluya',
  'sea',
  'sean',
  'este',
  'esten',
  'quede',
  'queden',
  'ubicado',
  'ubicada',
  'ningun',
  'ninguna',
  'ninguno',
  'muestren',
  'muestre',
  'acepto',
  'aceptamos',
  'gusta',
  'gustan',
  'interesa',
  'interesan',
  'tenga',
  'tengan',
  'tener',
  'tiene',
  'tienen',
  'haya',
  'trae',
  'traiga',
  'traen',
  'recibe',
  'reciben',
  'reciban',
  'admite',
  'admiten',
  'acepta',
  'aceptan',
]);

/** Words that take a negation before them for themselves: "no lejos de Anapoima" is near it, not refused. */
export const TAKING_THE_NEGATION: ReadonlySet<string> = new Set(['lejos', 'far']);

/** Verbs that say where the visitor comes from: "soy de Pasto", "venimos de Santa Marta" asks for nothing there. */
export const FROM: ReadonlySet<string> = new Set(['soy', 'somos', 'vengo', 'venimos', 'llego', 'llegamos']);

/**
 * Verbs that say where the visitor lives, works or studies now: "trabajo en el centro", "vivimos en un apartamento
 * pequeño", "I work in Poblado".
 */
export const WHERE_ONE_IS_NOW: ReadonlySet<string> = new Set([
  'vivo',
  'vivimos',
  'vive',
  'viven',
  'live',
  'lives',
  'trabajo',
  'trabajamos',
  'trabajado',
  'trabaje',
  'trabajaba',
  'vivido',
  'vivi',
  'vivia',
  'trabaja',
  'trabajan',
  'estudia',
  'estudian',
  'estudiamos',
  'work',
  'works',
]);

/** Possessives before a type name the visitor's own home, not one they look for: "permuta por mi apartamento". */
export const POSSESSIVES: ReadonlySet<string> = new Set([
  'mi',
  'mis',
  'nuestro',
  'nuestra',
  'nuestros',
  'nuestras',
  'su',
  'sus',
  'my',
  'our',
]);

/** The parking names a refusal reaches: "sin parqueadero", "without parking". */
export const PARKING_NAMES: readonly string[] = [
  'parqueadero',
  'parqueaderos',
  'parq',
  'parqs',
  'garaje',
  'garajes',
  'parqueo',
  'parqueos',
  'estacionamiento',
  'estacionamientos',
  'puesto de parqueo',
  'puestos de parqueo',
  'cupo de parqueo',
  'cupos de parqueo',
  'parking',
];

/** Words a list repeats after its joiner. */
export const REPEATED: ReadonlySet<string> = new Set([
  'de',
  'del',
  'en',
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'in',
  'the',
  'a',
  'an',
]);
