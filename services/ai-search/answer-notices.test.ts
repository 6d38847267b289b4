import { describe, expect, it } from 'vitest';
import { vocabularyFromSeed } from './evaluation/vocabulary-from-seed.js';
import { answerNotices } from './answer-notices.js';
import { nameLookup } from './ranking/constraints.js';
import { understandQuery } from './understanding/understand-query.js';

const vocabulary = vocabularyFromSeed();
const names = nameLookup(vocabulary);
const notices = (query: string, textDropped = false) =>
  answerNotices(understandQuery(query, vocabulary), textDropped, (id) => names('municipality', id));

describe('answer notices', () => {
  it('says a place has no listings, and what is shown instead', () => {
    expect(notices('casa en Tunja')).toEqual([
      'No tenemos propiedades en Tunja (Boyacá). Te mostramos las que cumplen lo demás que pediste en otros municipios.',
    ]);
    expect(notices('apartamento en Cúcuta o Bucaramanga')).toEqual([
      'No tenemos propiedades en Cúcuta (Norte de Santander). Te mostramos las de Bucaramanga.',
    ]);
    expect(notices('arriendo en Armenia Quindío')[0]).toContain('Armenia (Quindío)');
  });

  it('reads a department as its municipalities in the catalogue, or as a place with no listings', () => {
    expect(understandQuery('casa en Antioquia', vocabulary).municipalityIds.sort()).toEqual([
      'envigado',
      'medellin',
      'rionegro',
      'sabaneta',
    ]);
    expect(notices('finca en Boyacá')[0]).toMatch(/^No tenemos propiedades en Boyacá\./);
  });

  it('never takes a common phrase for a town, nor a town for a typo', () => {
    expect(understandQuery('apartamento cerca a la playa', vocabulary).unknownPlaces).toEqual([]);
    expect(understandQuery('casa con buena vista en Chía', vocabulary).unknownPlaces).toEqual([]);
    expect(understandQuery('casa en Pasto', vocabulary)).toMatchObject({
      unknownPlaces: [{ name: 'Pasto', department: 'Nariño' }],
      characteristics: { include: [] },
    });
  });

  it('says when words matched no listing and were left aside', () => {
    expect(notices('casa con cancha de tejo', true)).toEqual([
      'Ninguna propiedad menciona «cancha tejo»: te mostramos las que cumplen lo demás que pediste.',
    ]);
    expect(notices('casa con cancha de tejo', false)).toEqual([]);
  });
});
