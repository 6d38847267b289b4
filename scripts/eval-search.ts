/**
 * Scores the query-understanding step on seven sets: the development set (queries.ts, tuned on); the first frozen
 * test set (held-out-queries.ts: never edited, but its failures after the first round showed which patterns the
 * second round should cover, so it is no longer blind); the second (second-held-out-queries.ts, written blind after
 * the second round; its failures guided the third); the third (third-held-out-queries.ts, written blind on 2026-11-26;
 * its failures guided the fourth round); the fourth (fourth-held-out-queries.ts, written blind after the fourth round;
 * its failures guided the fifth); the fifth (fifth-held-out-queries.ts, written blind after the fifth round; its
 * failures guided the sixth); and the sixth (sixth-held-out-queries.ts, written blind by someone who had seen neither
 * the parser nor the other sets' cases, and kept as the honest figure: no fix is guided by it).
 * For each: accuracy per slot, per category for the test sets, the share of queries with every slot right (goal
 * ≥ 95 %), then each failing query with only its wrong slots; and what visitors get on the demo catalogue:
 * precision@10 against the hard constraints, recall@10 of the catalogue.
 * A report, not a test: always exits 0.  Run: npm run eval:search
 */
import {
  SLOTS,
  compareInterpretation,
  summarize,
  type CaseResult,
  type SlotOutcome,
} from '../services/ai-search/evaluation/compare.js';
import { HELD_OUT_QUERIES, type HeldOutCase } from '../services/ai-search/evaluation/held-out-queries.js';
import { SECOND_HELD_OUT_QUERIES } from '../services/ai-search/evaluation/second-held-out-queries.js';
import { THIRD_HELD_OUT_QUERIES } from '../services/ai-search/evaluation/third-held-out-queries.js';
import { FOURTH_HELD_OUT_QUERIES } from '../services/ai-search/evaluation/fourth-held-out-queries.js';
import { FIFTH_HELD_OUT_QUERIES } from '../services/ai-search/evaluation/fifth-held-out-queries.js';
import { SIXTH_HELD_OUT_QUERIES } from '../services/ai-search/evaluation/sixth-held-out-queries.js';
import { measureRetrieval } from './eval/retrieval.js';
import { EVALUATION_QUERIES } from '../services/ai-search/evaluation/queries.js';
import { vocabularyFromSeed } from '../services/ai-search/evaluation/vocabulary-from-seed.js';
import type { Interpretation } from '../services/ai-search/interpretation.js';
import { understandQuery } from '../services/ai-search/understanding/understand-query.js';

const GOAL = 0.95;

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)} %`);
const show = (value: unknown) => JSON.stringify(value ?? null);

/** One case scored; a parser that throws gets every slot wrong. */
function score(
  query: string,
  slots: readonly string[],
  compare: (actual: Interpretation) => SlotOutcome[],
  note?: string,
): CaseResult {
  try {
    return { query, ...(note ? { note } : {}), outcomes: compare(understandQuery(query, vocabulary)) };
  } catch (error) {
    return {
      query,
      ...(note ? { note } : {}),
      error: error instanceof Error ? error.message : String(error),
      outcomes: slots.map((slot) => ({ slot, correct: false, expected: undefined, actual: undefined })),
    };
  }
}

function report(title: string, results: CaseResult[], slots: readonly string[]): number {
  const summary = summarize(results, slots);
  console.log(`\n═══ ${title}: ${summary.total} queries\n`);
  console.log('Accuracy per slot');
  const width = Math.max(...slots.map((slot) => slot.length));
  for (const { slot, correct, total } of summary.perSlot) {
    console.log(
      `  ${slot.padEnd(width)}  ${String(correct).padStart(4)}/${total}  ${percent(correct, total).padStart(8)}`,
    );
  }
  const share = summary.total === 0 ? 0 : summary.fullyCorrect / summary.total;
  console.log(
    `\nQueries with every slot right: ${summary.fullyCorrect}/${summary.total} (${percent(summary.fullyCorrect, summary.total)}); ` +
      `goal ≥ ${GOAL * 100} %: ${share >= GOAL ? 'met' : 'NOT met'}`,
  );
  if (summary.failures.length > 0) console.log(`\nFailing queries (${summary.failures.length})`);
  for (const failure of summary.failures) {
    console.log(`\n✗ ${failure.query}`);
    if (failure.note) console.log(`    note: ${failure.note}`);
    if (failure.error !== undefined) {
      console.log(`    threw: ${failure.error}`);
      continue;
    }
    for (const outcome of failure.outcomes.filter((o) => !o.correct)) {
      console.log(`    ${outcome.slot}: expected ${show(outcome.expected)}, got ${show(outcome.actual)}`);
    }
  }
  return share;
}

const vocabulary = vocabularyFromSeed();

/** A frozen test set scored as a whole and by category. */
function reportTestSet(title: string, cases: HeldOutCase[]): number {
  const results = cases.map(({ query, expected, category }) =>
    score(query, SLOTS, (actual) => compareInterpretation(expected, actual), category),
  );
  const share = report(title, results, SLOTS);
  console.log(`\n═══ ${title}, by category\n`);
  for (const category of new Set(cases.map((c) => c.category))) {
    const inCategory = results.filter((result) => result.note === category);
    const right = inCategory.filter((r) => r.error === undefined && r.outcomes.every((o) => o.correct)).length;
    console.log(
      `  ${category.padEnd(15)} ${String(right).padStart(3)}/${inCategory.length}  ${percent(right, inCategory.length)}`,
    );
  }
  return share;
}

/** The frozen test sets in the order they were written, each with what it is now. */
const TEST_SETS: Array<{ name: string; title: string; cases: HeldOutCase[] }> = [
  {
    name: 'first test',
    title: 'First test set (frozen; its failures guided the second round)',
    cases: HELD_OUT_QUERIES,
  },
  {
    name: 'second test',
    title: 'Second test set (frozen, written blind after the second round; its failures guided the third)',
    cases: SECOND_HELD_OUT_QUERIES,
  },
  {
    name: 'third test',
    title: 'Third test set (frozen, written blind on 2026-11-26; its failures guided the fourth round)',
    cases: THIRD_HELD_OUT_QUERIES,
  },
  {
    name: 'fourth test',
    title: 'Fourth test set (frozen, written blind after the fourth round; its failures guided the fifth)',
    cases: FOURTH_HELD_OUT_QUERIES,
  },
  {
    name: 'fifth test',
    title: 'Fifth test set (frozen, written blind after the fifth round; its failures guided the sixth)',
    cases: FIFTH_HELD_OUT_QUERIES,
  },
  {
    name: 'sixth test',
    title: 'Sixth test set (frozen, written blind after the sixth round; never tuned on: the honest figure)',
    cases: SIXTH_HELD_OUT_QUERIES,
  },
];

async function run(): Promise<void> {
  const development = EVALUATION_QUERIES.map(({ query, expected, note }) =>
    score(query, SLOTS, (actual) => compareInterpretation(expected, actual), note),
  );
  const devShare = report('Development set (tuned on)', development, SLOTS);
  const shares = TEST_SETS.map(({ title, cases }) => reportTestSet(title, cases));
  console.log('\n═══ Results on the demo catalogue (the real API, top 10)\n');
  const retrieval = await measureRetrieval({
    development: EVALUATION_QUERIES,
    ...Object.fromEntries(TEST_SETS.map(({ name, cases }) => [name, cases])),
  });
  for (const [name, { scored, precision, recall }] of Object.entries(retrieval))
    console.log(
      `  ${name.padEnd(14)} ${scored} queries with listings to find: precision@10 ${percent(precision, 1)}, recall@10 ${percent(recall, 1)}`,
    );
  const summary = TEST_SETS.map(({ name }, index) => `${name} ${percent(shares[index]!, 1)}`);
  console.log(`\nSummary: development ${percent(devShare, 1)}, ${summary.join(', ')}`);
}

run()
  .catch((error: unknown) => console.error('The evaluation could not run:', error))
  .finally(() => {
    process.exitCode = 0;
  });
