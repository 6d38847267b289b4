import { describe, expect, it } from 'vitest';
import { soundOf, typoDistance, typoTolerance } from './typos.js';

describe('typoTolerance', () => {
  it('forgives none under 5 letters, one under 9, two from 9', () => {
    expect(['casa', 'bodga', 'apartame', 'apartamento'].map(typoTolerance)).toEqual([0, 1, 1, 2]);
  });
});

describe('typoDistance', () => {
  it('counts insertions, deletions, substitutions and swaps as one typo each, and stops past the budget', () => {
    expect(typoDistance('apartamento', 'apartamento', 2)).toBe(0);
    expect(typoDistance('apartameto', 'apartamento', 2)).toBe(1);
    expect(typoDistance('aprtamento', 'apartamento', 2)).toBe(1);
    expect(typoDistance('apartmaento', 'apartamento', 2)).toBe(1);
    expect(typoDistance('apartamnto', 'apartamento', 2)).toBe(1);
    expect(typoDistance('aprtamnto', 'apartamento', 2)).toBe(2);
    expect(typoDistance('casa', 'calle', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('soundOf', () => {
  it('spells alike the words that sound alike in Colombian Spanish', () => {
    for (const [heard, meant] of <[string, string][]>[
      ['kasa', 'casa'],
      ['caza', 'casa'],
      ['benta', 'venta'],
      ['medeyin', 'medellin'],
      ['ofisina', 'oficina'],
      ['pissina', 'piscina'],
      ['cartajena', 'cartagena'],
      ['barranquiya', 'barranquilla'],
      ['lily', 'lili'],
      ['abitacion', 'habitacion'],
    ])
      expect(soundOf(heard), `${heard} → ${meant}`).toBe(soundOf(meant));
  });

  it('keeps apart the words that sound different', () => {
    for (const [one, other] of <[string, string][]>[
      ['casa', 'cosa'],
      ['gerente', 'guerra'],
      ['chico', 'cico'],
      ['guerra', 'jerra'],
    ])
      expect(soundOf(one)).not.toBe(soundOf(other));
  });
});
