import { describe, expect, it } from 'vitest';
import type { IndexDocument } from '../ports/search-index.js';
import { words } from '../spanish-text/words.js';
import { TextIndex } from './text-index.js';

/** A TextIndex read by id, as the tests name documents: each new id takes the next slot, as IndexState would. */
function byId(searchable: string[], synonyms: string[][] = []) {
  const index = new TextIndex(searchable, synonyms);
  const slots = new Map<string, number>();
  const slotOf = (id: string) => slots.get(id) ?? (slots.set(id, slots.size), slots.size - 1);
  const idOf = (slot: number) => [...slots].find(([, value]) => value === slot)![0];
  return {
    add: (docs: IndexDocument[]) => index.add(docs.map((doc) => ({ slot: slotOf(doc.id), doc }))),
    remove: (ids: string[]) => index.remove(ids.map(slotOf)),
    /** Ids matched, with their scores; undefined when the text has no meaningful word. */
    match: (text: string) => {
      const found = index.match(words(text));
      return found && new Map(found.slots.map((slot) => [idOf(slot), found.scores[slot]!] as const));
    },
  };
}

describe('TextIndex', () => {
  const index = byId(
    ['title', 'address', 'description'],
    [
      ['parqueadero', 'garaje'],
      ['aire acondicionado', 'clima'],
    ],
  );
  index.add([
    { id: 'title', title: 'Apartamento con terraza', address: 'Laureles' },
    { id: 'description', title: 'Casa', address: 'Envigado', description: 'Apartamento anexo con terraza' },
    { id: 'garage', title: 'Casa con garaje', address: 'Sabaneta' },
    { id: 'cooling', title: 'Oficina con aire acondicionado', address: 'Centro' },
    { id: 'numbers', title: 'Bodega', address: 'Calle 60 # 12-30', tags: ['ignored'] },
  ]);
  const ids = (text: string) => [...(index.match(text) ?? new Map()).keys()].sort();

  it('forgives typos by word length: none under 5 letters, one under 9, two from 9', () => {
    expect(ids('bodga')).toEqual(['numbers']);
    expect(ids('csa')).toEqual([]);
    expect(ids('apratmento')).toEqual(['description', 'title']);
    expect(ids('apartamnto terrza')).toEqual(['description', 'title']);
    expect(ids('laurels')).toEqual(['title']);
    expect(ids('xaureles')).toEqual([]);
  });

  it('reads a word the index holds as itself, not also as a typo of another (Cedritos is not Cerritos)', () => {
    const places = byId(['title', 'address']);
    places.add([
      { id: 'bogota', title: 'Apartamento', address: 'Cedritos, Bogotá' },
      { id: 'pereira', title: 'Casa', address: 'Cerritos, Pereira' },
    ]);
    const found = (text: string) => [...(places.match(text) ?? new Map()).keys()].sort();
    expect([found('cedritos'), found('cerritos')]).toEqual([['bogota'], ['pereira']]);
    // A word it does not hold is still forgiven its typo.
    expect(found('cedrytos')).toEqual(['bogota']);
  });

  it('completes only the last query word', () => {
    expect(ids('envig')).toEqual(['description']);
    expect(ids('sab casa')).toEqual([]);
    expect(ids('casa sab')).toEqual(['garage']);
  });

  it('ranks a match in an earlier field above one in a later field', () => {
    const scores = index.match('apartamento') as Map<string, number>;
    expect(scores.get('title')).toBeGreaterThan(scores.get('description') as number);
  });

  it('expands synonyms, including phrases, and finds numbers exactly', () => {
    expect(ids('parqueadero')).toEqual(['garage']);
    expect(ids('clima')).toEqual(['cooling']);
    expect(ids('60')).toEqual(['numbers']);
  });

  it('forgets removed and replaced documents', () => {
    const small = byId(['title']);
    small.add([{ id: 'a', title: 'Finca cafetera' }]);
    small.add([{ id: 'a', title: 'Lote urbano' }]);
    expect(small.match('cafetera')?.size).toBe(0);
    expect(small.match('lote')?.size).toBe(1);
    small.remove(['a']);
    expect(small.match('lote')?.size).toBe(0);
    expect(small.match('de la')).toBeUndefined();
  });

  it('reads a query word the same way after it was asked, until a word comes into or leaves the index', () => {
    const small = byId(['title']);
    small.add([{ id: 'a', title: 'Casa en Laureles' }]);
    expect(small.match('chapinro casa')?.size).toBe(0);
    expect(small.match('casa chapin')?.size).toBe(0);
    // A typo, and the start of the last word, now reach a word the index did not hold when they were first read.
    small.add([{ id: 'b', title: 'Casa en Chapinero' }]);
    expect([...(small.match('chapinro casa') ?? new Map()).keys()]).toEqual(['b']);
    expect([...(small.match('casa chapin') ?? new Map()).keys()]).toEqual(['b']);
    small.remove(['b']);
    expect(small.match('chapinro casa')?.size).toBe(0);
    expect(small.match('casa chapin')?.size).toBe(0);
    expect(small.match('laurels')?.size).toBe(1);
  });
});

describe('TextIndex terms in score order', () => {
  it('are made for a word asked a second time since the last write, and dropped at the next write', () => {
    const index = new TextIndex(['title'], [['parqueadero', 'sitio de parqueo']]);
    index.add([
      { slot: 0, doc: { id: 'a', title: 'Casa grande' } },
      { slot: 1, doc: { id: 'b', title: 'Casa' } },
    ]);
    expect(index.rankedTerms('casa', 2)).toBeUndefined();
    const terms = index.rankedTerms('casa', 2)!;
    expect(terms.map(({ order, quality }) => [[...order.slots], quality])).toEqual([[[1, 0], 1]]);
    expect(index.rankedTerms('casa', 2)![0]!.order).toBe(terms[0]!.order);
    index.add([{ slot: 2, doc: { id: 'c', title: 'Casa' } }]);
    expect(index.rankedTerms('casa', 3)).toBeUndefined();
    expect([...index.rankedTerms('casa', 3)![0]!.order.slots]).toEqual([1, 2, 0]);
    // A synonym that is a phrase is scored in full (so are several words: search-plan.ts).
    expect(index.rankedTerms('parqueadero', 3)).toBeUndefined();
    expect(index.rankedTerms('parqueadero', 3)).toBeUndefined();
  });
});
