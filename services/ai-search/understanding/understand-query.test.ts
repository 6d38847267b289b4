import { describe, expect, it } from 'vitest';
import { vocabularyFromSeed } from '../evaluation/vocabulary-from-seed.js';
import { buildPhrases } from './phrases.js';
import { correctTypos, typoDictionary } from './typo-correction.js';
import { understandQuery } from './understand-query.js';

const vocabulary = vocabularyFromSeed();
const understand = (query: string) => understandQuery(query, vocabulary);

describe('query understanding', () => {
  it('reads every common way of writing a price', () => {
    expect(understand('casa hasta 300 millones').price).toEqual({ max: 300_000_000 });
    expect(understand('casa de $300.000.000 o menos').price).toEqual({ max: 300_000_000 });
    expect(understand('lote de mínimo 1.500 millones').price).toEqual({ min: 1_500_000_000 });
    // A bare amount is what the visitor can pay: a ceiling, never a narrow band that hides everything cheaper.
    expect(understand('finca de mil millones').price).toEqual({ max: 1_000_000_000 });
    expect(understand('casa de 450 millones en adelante').price).toEqual({ min: 450_000_000 });
    expect(understand('arriendo que no pase de 2.300.000').price).toEqual({ max: 2_300_000 });
    expect(understand('apartamento con presupuesto máximo de 390 millones').price).toEqual({ max: 390_000_000 });
    expect(understand('flat for rent under 3 million per month')).toMatchObject({
      operation: 'rent',
      price: { max: 3_000_000 },
    });
    expect(understand('apto entre 200 y 300M').price).toEqual({ min: 200_000_000, max: 300_000_000 });
    expect(understand('apartaestudio máximo 2,5 millones al mes')).toMatchObject({
      operation: 'rent',
      price: { max: 2_500_000 },
    });
    expect(understand('casa alrededor de 500 palos').price).toEqual({ min: 450_000_000, max: 550_000_000 });
  });

  it('never reads a negation as its opposite', () => {
    expect(understand('apartamento sin ascensor').characteristics).toEqual({ include: [], exclude: ['ascensor'] });
    expect(understand('casa con piscina y sin ascensor ni terraza').characteristics).toEqual({
      include: ['piscina'],
      exclude: ['ascensor', 'terraza'],
    });
    expect(understand('apto sin parqueadero').parkingSpaces).toEqual({ max: 0 });
  });

  it('reads counts written in words, and places through typos and slang', () => {
    expect(understand('tres alcobas y dos baños en medallo')).toMatchObject({
      bedrooms: { min: 3 },
      bathrooms: { min: 2 },
      municipalityIds: ['medellin'],
    });
    expect(understand('apartameto por el poblado')).toMatchObject({
      propertyTypeIds: ['apartamento'],
      neighbourhoods: ['El Poblado'],
      municipalityIds: ['medellin'],
    });
  });

  it('reads refused places, types and the ground floor as exclusions, never as what is asked for', () => {
    expect(understand('apartamento en arriendo que no esté en Bogotá')).toMatchObject({
      municipalityIds: [],
      excluded: { municipalityIds: ['bogota'], propertyTypeIds: [], neighbourhoods: [] },
    });
    expect(understand('no quiero apartaestudio, busco apartamento')).toMatchObject({
      propertyTypeIds: ['apartamento'],
      excluded: { propertyTypeIds: ['apartaestudio'] },
    });
    expect(understand('apartamento en Bogotá pero ni en Suba ni en Kennedy')).toMatchObject({
      municipalityIds: ['bogota'],
      neighbourhoods: [],
      excluded: { neighbourhoods: ['Suba', 'Kennedy'] },
    });
    expect(understand('casa sin terraza ni con chimenea').characteristics).toEqual({
      include: [],
      exclude: ['terraza', 'chimenea'],
    });
    expect(understand('apartamento que no quede en primer piso').floor).toEqual({ min: 2 });
    expect(understand('casa de un piso en planta baja').floor).toEqual({ min: 1, max: 1 });
    expect(understand('apartamento de 3 habitaciones en el piso 3').floor).toBeNull();
  });

  it('keeps every place asked for, and finds a neighbourhood written without its article', () => {
    expect(understand('casa en Envigado o en Sabaneta').municipalityIds).toEqual(['envigado', 'sabaneta']);
    expect(understand('apartaestudio por Poblado')).toMatchObject({
      neighbourhoods: ['El Poblado'],
      municipalityIds: ['medellin'],
    });
  });

  it('says how it read what the wording left open: a bare amount, the operation, a family of types', () => {
    expect(understand('casa en Chía 450 millones')).toMatchObject({
      operation: 'sale',
      price: { max: 450_000_000 },
      propertyTypeIds: ['casa'],
      relatedTypeIds: ['casa-campestre'],
      notes: [
        'Tomamos $\u00a0450.000.000 como tu presupuesto máximo.',
        'Por el precio, entendimos que buscas comprar.',
        'Incluimos también casas campestres.',
      ],
    });
    expect(understand('apartaestudio 1.800.000')).toMatchObject({ operation: 'rent', statuses: ['rent'] });
    expect(understand('casa campestre o casa en arriendo hasta 4 millones')).toMatchObject({
      relatedTypeIds: [],
      notes: [],
    });
    expect(understand('lote de 70 millones').operation).toBeNull();
  });

  it('reads correct words as written: "mensuales" is never "corrected", and a monthly amount means rent', () => {
    const dictionary = typoDictionary(buildPhrases(vocabulary));
    expect(correctTypos(' 2 millones mensuales ', dictionary, new Map())).toBe(' 2 millones mensuales ');
    expect(understand('apartamento de 2 millones mensuales')).toMatchObject({
      operation: 'rent',
      price: { max: 2_000_000 },
    });
  });

  it('never "corrects" a common word to a name a letter away, but still reads another form of a known one', () => {
    // "casados" is not "asados" (the BBQ area), "parce" not the barrio Pance, "please" not "lease" (rent).
    expect(understand('estamos recién casados').characteristics).toEqual({ include: [], exclude: [] });
    expect(understand('quiubo parce, que hay pa comprar en medallo')).toMatchObject({
      neighbourhoods: [],
      municipalityIds: ['medellin'],
    });
    expect(understand('I need an apartment in sabaneta please').operation).toBeNull();
    expect(understand('tenemos un perrito').characteristics.include).toEqual(['admite-mascotas']);
    expect(understand('somos una pareja con un perro').characteristics.include).toEqual(['admite-mascotas']);
    // Typos are not common words: still corrected; a key pressed twice is the word it doubled ("Calli" is no "calle").
    expect(understand('apartameto en medelin')).toMatchObject({
      propertyTypeIds: ['apartamento'],
      municipalityIds: ['medellin'],
    });
    expect(understand('bodegga en Calli')).toMatchObject({ propertyTypeIds: ['bodega'], municipalityIds: ['cali'] });
  });

  it('reads millions written in slang and in English, and says it leaves dollars out', () => {
    expect(understand('casa en arriendo por 5 barras').price).toEqual({ max: 5_000_000 });
    expect(understand('apartment for sale budget 400 million').price).toEqual({ max: 400_000_000 });
    const inDollars = understand('casa USD 200k en cartagena');
    expect(inDollars.price).toBeNull();
    expect(inDollars.notes).toContain(
      'Los precios están en pesos colombianos: no tomamos en cuenta el monto en dólares.',
    );
  });

  it('ranks by the words that mean something, in English too', () => {
    expect(understand('apartment with pool and gym for rent in cartagena').text).toBe('');
    expect(understand('I am looking for a house near the beach').text).toBe('near beach');
    expect(understand('just an apartment in Bogotá, budget USD 1500').text).toBe('');
    // A chat's greetings and courtesy find no listing: they would only make the words match nothing.
    expect(
      understand('buenas noches vecino, estoy interesado en un apartamento en Laureles Medellín, mil gracias').text,
    ).toBe('');
    expect(understand('oiga y tienen algo pa arrendar? apartamento, 2 piezas').bedrooms).toEqual({ min: 2 });
  });

  it('reads amounts spelt out or said in millions and thousands, and a phone number as no amount at all', () => {
    expect(understand('duplex en bogota mil doscientos millones maximo').price).toEqual({ max: 1_200_000_000 });
    expect(understand('casa de dos mil quinientos millones').price).toEqual({ max: 2_500_000_000 });
    expect(understand('cuarenta y cinco millones').price).toEqual({ max: 45_000_000 });
    expect(understand('arriendo hasta un millón quinientos mil').price).toEqual({ max: 1_500_000 });
    expect(understand('entre 1 millon 200 mil y 1 millon 800 mil').price).toEqual({ min: 1_200_000, max: 1_800_000 });
    expect(understand('casa de 2 pisos en santa marta, llamar al 3104567890')).toMatchObject({
      price: null,
      operation: null,
    });
    expect(understand('apto en cali hasta 2 millones, whatsapp +57 301 234 5678').price).toEqual({ max: 2_000_000 });
  });

  it('reads an exact count, bounds in English, a floor refused in English, and a diminutive type', () => {
    expect(understand('apartamento con exactamente 2 habitaciones').bedrooms).toEqual({ min: 2, max: 2 });
    expect(understand('studio for rent, no more than 1.2 million').price).toEqual({ max: 1_200_000 });
    expect(understand('apartment in Sabaneta, no first floor').floor).toEqual({ min: 2 });
    expect(understand('un localcito pa montar una panadería').propertyTypeIds).toEqual(['local-comercial']);
  });

  it('reads no clause end in an abbreviation, and nothing asked for in a street address', () => {
    expect(understand('apto en Cajicá, aprox. 480 millones').price).toEqual({ min: 432_000_000, max: 528_000_000 });
    expect(understand('casa en Medellín. Dirección: carrera 70 # 44-20, apto 301')).toMatchObject({
      propertyTypeIds: ['casa'],
      bedrooms: null,
      price: null,
    });
  });

  it('reads "lucas", English thousands, feminine bounds, lists that repeat their preposition, and "don\'t"', () => {
    expect(understand('apartaestudio en Pereira x 800 lucas').price).toEqual({ max: 800_000 });
    expect(understand('penthouse for sale around 1,500 million pesos').price).toEqual({
      min: 1_350_000_000,
      max: 1_650_000_000,
    });
    expect(understand('apto de 2,5 millones').price).toEqual({ max: 2_500_000 });
    expect(understand('área mínima de 70 m2').area).toEqual({ min: 70 });
    expect(understand('apto en Medellín, fuera de Robledo y de Guayabal').excluded.neighbourhoods).toEqual([
      'Robledo',
      'Guayabal',
    ]);
    expect(understand("I don't want a house, just an apartment")).toMatchObject({
      propertyTypeIds: ['apartamento'],
      excluded: { propertyTypeIds: ['casa'] },
    });
    expect(understand('farm with horse stables').characteristics.include).toEqual(['pesebrera']);
  });

  it('reads words typed without vowels, never a correct word as another one, and no identity number as money', () => {
    expect(understand('fnca en vnta')).toMatchObject({ propertyTypeIds: ['finca'], operation: 'sale' });
    expect(understand('lote en bnta').operation).toBe('sale');
    expect(understand('loacl comercial').propertyTypeIds).toEqual(['local-comercial']);
    expect(understand('nos vamos a casar, un apartamento en Envigado').propertyTypeIds).toEqual(['apartamento']);
    expect(understand('mi cédula es 1.020.345.678 y busco apartamento')).toMatchObject({
      price: null,
      operation: null,
    });
  });

  it('reads a stratum with the words that bound it', () => {
    expect(understand('estrato máximo 3, con 3 habitaciones').stratum).toEqual({ max: 3 });
    expect(understand('apto estrato 4 para arriba').stratum).toEqual({ min: 4 });
    expect(understand('casa estrato entre 3 y 5').stratum).toEqual({ min: 3, max: 5 });
    expect(understand('estrato 5 en adelante').stratum).toEqual({ min: 5 });
    expect(understand('mínimo estrato 4').stratum).toEqual({ min: 4 });
    expect(understand('estrato 3 o menos').stratum).toEqual({ max: 3 });
  });

  it('refuses every place or type joined to a refused one, and reads refusals in other words and in English', () => {
    expect(understand('apartamento en bogota fuera de kennedy y bosa')).toMatchObject({
      neighbourhoods: [],
      excluded: { neighbourhoods: ['Kennedy', 'Bosa'] },
    });
    expect(understand('no quiero en Suba, busco en Chapinero o Usaquén')).toMatchObject({
      neighbourhoods: ['Chapinero', 'Usaquén'],
      excluded: { neighbourhoods: ['Suba'] },
    });
    expect(understand('apartamento en pereira, nada de casas')).toMatchObject({
      propertyTypeIds: ['apartamento'],
      excluded: { propertyTypeIds: ['casa'] },
    });
    expect(understand('apartment in bogota but not in hayuelos')).toMatchObject({
      neighbourhoods: [],
      excluded: { neighbourhoods: ['Hayuelos'] },
    });
  });

  it('keeps a refusal within its clause, and reads where the visitor comes from as no place asked for', () => {
    expect(understand('apartamento con buena luz, no interior, en teusaquillo bogota')).toMatchObject({
      neighbourhoods: ['Teusaquillo'],
      excluded: { neighbourhoods: [] },
    });
    expect(understand('excepto kennedy, bosa y suba, busco en bogota')).toMatchObject({
      municipalityIds: ['bogota'],
      excluded: { neighbourhoods: ['Kennedy', 'Bosa', 'Suba'] },
    });
    // After a comma a refusal goes on only inside a list.
    expect(understand('que no sea casa, apto en cali')).toMatchObject({
      propertyTypeIds: ['apartamento'],
      excluded: { propertyTypeIds: ['casa'] },
    });
    expect(understand('soy de pasto y busco apto en cali')).toMatchObject({
      municipalityIds: ['cali'],
      unknownPlaces: [],
    });
    expect(understand('vengo de santa marta, busco casa en chia').municipalityIds).toEqual(['chia']);
  });

  it('reads a place after its article, and a department after a municipality as which one was meant', () => {
    expect(understand('apto en el retiro').unknownPlaces).toEqual([{ name: 'Retiro', department: 'Antioquia' }]);
    expect(understand('finca en rionegro, antioquia').municipalityIds).toEqual(['rionegro']);
    expect(understand('casa en envigado o en antioquia').municipalityIds).toEqual([
      'envigado',
      'medellin',
      'sabaneta',
      'rionegro',
    ]);
  });

  it('reads hectares with the words that bound them, and bedrooms in English shorthand', () => {
    expect(understand('finca de mínimo 2 hectáreas').area).toEqual({ min: 20_000 });
    expect(understand('2br apartment in bogota').bedrooms).toEqual({ min: 2 });
  });

  it('shows sold and rented listings only when asked', () => {
    expect(understand('casas en cali').statuses).toEqual(['sale', 'rent']);
    expect(understand('casas vendidas en cali').statuses).toEqual(['sold']);
  });
});
