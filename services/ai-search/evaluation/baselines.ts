import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { understandQuery } from '../understanding/understand-query.js';
import type { Vocabulary } from '../understanding/vocabulary.js';
import { SLOTS, compareInterpretation, summarize, wrongSlots, type CaseResult } from './compare.js';
import type { Expectation } from './evaluation-sets.js';

/*
 * What the understanding read right in each evaluation set when it was last frozen (`npm run eval:search --
 * --freeze`): one JSON per set in baselines/, named as the set's file. The tests fail when a case frozen as right is
 * read wrong, so a rule broken for one wording fails the suite with the cases it broke, while a set's score below
 * 100 % stays a figure and not a failure. A case is known by its query: queries are unique within a set, and stay
 * the same when cases are added or reordered.
 */

export const BASELINES_DIRECTORY = new URL('./baselines/', import.meta.url);

const BaselineSchema = z.strictObject({
  /** The set's size when frozen: with `passing`, its score then. */
  total: z.number().int().nonnegative(),
  /** The queries read with every slot right, in the set's order. */
  passing: z.array(z.string()),
});
export type Baseline = z.infer<typeof BaselineSchema>;

/** One case read and scored; a parser that throws gets every slot wrong. */
export function scoreCase(
  { query, expected, note }: { query: string; expected: Expectation; note?: string | undefined },
  vocabulary: Vocabulary,
): CaseResult {
  const noted = note ? { note } : {};
  try {
    return { query, ...noted, outcomes: compareInterpretation(expected, understandQuery(query, vocabulary)) };
  } catch (error) {
    return {
      query,
      ...noted,
      error: error instanceof Error ? error.message : String(error),
      outcomes: SLOTS.map((slot) => ({ slot, correct: false, expected: undefined, actual: undefined })),
    };
  }
}

/** The set's baseline, or undefined when it was never frozen. */
export function readBaseline(file: string): Baseline | undefined {
  const url = new URL(file, BASELINES_DIRECTORY);
  if (!existsSync(url)) return undefined;
  const parsed = BaselineSchema.safeParse(JSON.parse(readFileSync(url, 'utf8')));
  if (!parsed.success) throw new Error(`baselines/${file} does not have the shape of a baseline: ${parsed.error}`);
  return parsed.data;
}

/** Writes what the set's results read right as its baseline. */
export function freezeBaseline(file: string, results: readonly CaseResult[]): Baseline {
  const failing = new Set(summarize(results).failures);
  const baseline: Baseline = {
    total: results.length,
    passing: results.filter((result) => !failing.has(result)).map((result) => result.query),
  };
  mkdirSync(BASELINES_DIRECTORY, { recursive: true });
  writeFileSync(new URL(file, BASELINES_DIRECTORY), `${JSON.stringify(baseline, null, 2)}\n`);
  return baseline;
}

export interface BaselineCheck {
  /** Right at the freeze, wrong now; `number` is the case's place in the set, from 1. */
  regressed: Array<{ number: number; result: CaseResult }>;
  /** Frozen as right, but no longer in the set (edited or removed): the baseline is out of date. */
  missing: string[];
  /** Wrong at the freeze (or added since), right now. */
  improved: number;
  fullyCorrect: number;
  total: number;
}

export function checkBaseline(baseline: Baseline, results: readonly CaseResult[]): BaselineCheck {
  const failing = new Set(summarize(results).failures);
  const frozen = new Set(baseline.passing);
  const queries = new Set(results.map((result) => result.query));
  const regressed = results.flatMap((result, index) =>
    failing.has(result) && frozen.has(result.query) ? [{ number: index + 1, result }] : [],
  );
  const improved = results.filter((result) => !failing.has(result) && !frozen.has(result.query)).length;
  return {
    regressed,
    missing: baseline.passing.filter((query) => !queries.has(query)),
    improved,
    fullyCorrect: results.length - failing.size,
    total: results.length,
  };
}

const score = (right: number, total: number) =>
  `${right}/${total} = ${total === 0 ? '–' : `${((right / total) * 100).toFixed(1)} %`}`;

/** The check as a test's failure message: the score now and at the freeze, then each case it broke and how. */
export function describeCheck(file: string, baseline: Baseline, check: BaselineCheck): string {
  const lines = [
    `${file}: ${check.regressed.length} case(s) read right at the freeze now read wrong; ` +
      `${score(check.fullyCorrect, check.total)}; frozen at ${score(baseline.passing.length, baseline.total)}`,
  ];
  for (const { number, result } of check.regressed) {
    lines.push(`✗ #${number} ${result.query}`, ...wrongSlots(result).map((line) => `    ${line}`));
  }
  if (check.missing.length > 0)
    lines.push(
      `${check.missing.length} query(ies) frozen as right are no longer in the set; freeze again:`,
      ...check.missing.map((query) => `    ${query}`),
    );
  if (check.improved > 0) lines.push(`${check.improved} case(s) read right now were not at the freeze.`);
  return lines.join('\n');
}
