import type { Interpretation } from '../interpretation.js';
import { SLOTS, compareInterpretation, sameTexts, type SlotOutcome } from './compare.js';
import type { HeldOutExpectation } from './held-out-queries.js';

/** The slots the held-out set scores: the development set's, and the places unknown to the catalogue. */
export const HELD_OUT_SLOTS = [...SLOTS, 'unknownPlaces'] as const;

/**
 * Scores every held-out slot of one answer against one case's expectation. Places unknown to the catalogue are
 * not read yet: none is an answer, wrong wherever the case names one.
 */
export function compareHeldOut(expected: HeldOutExpectation, actual: Interpretation): SlotOutcome[] {
  const { unknownPlaces = [], ...rest } = expected;
  const found: string[] = [];
  return [
    ...compareInterpretation(rest, actual),
    { slot: 'unknownPlaces', correct: sameTexts(unknownPlaces, found), expected: unknownPlaces, actual: found },
  ];
}
