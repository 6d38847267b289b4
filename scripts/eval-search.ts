/**
 * Scores the query-understanding step against the evaluation set: accuracy per slot, the share of queries
 * with every slot right (goal ≥ 95 %), then each failing query with only its wrong slots.
 * A report, not a test: always exits 0.  Run: node_modules/.bin/tsx scripts/eval-search.ts
 */
import { SLOTS, compareInterpretation, summarize, type CaseResult } from '../services/ai-search/evaluation/compare.js';
import { EVALUATION_QUERIES } from '../services/ai-search/evaluation/queries.js';
import { vocabularyFromSeed } from '../services/ai-search/evaluation/vocabulary-from-seed.js';
import { understandQuery } from '../services/ai-search/understanding/understand-query.js';

const GOAL = 0.95;

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)} %`);
const show = (value: unknown) => JSON.stringify(value ?? null);

function run(): void {
  const vocabulary = vocabularyFromSeed();
  const results: CaseResult[] = EVALUATION_QUERIES.map(({ query, expected, note }) => {
    try {
      const actual = understandQuery(query, vocabulary);
      return { query, ...(note ? { note } : {}), outcomes: compareInterpretation(expected, actual) };
    } catch (error) {
      return {
        query,
        ...(note ? { note } : {}),
        error: error instanceof Error ? error.message : String(error),
        outcomes: SLOTS.map((slot) => ({ slot, correct: false, expected: undefined, actual: undefined })),
      };
    }
  });
  const summary = summarize(results);

  console.log(`AI search evaluation: ${summary.total} queries\n`);
  console.log('Accuracy per slot');
  const width = Math.max(...SLOTS.map((slot) => slot.length));
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
}

try {
  run();
} catch (error) {
  console.error('The evaluation could not run:', error);
}
process.exitCode = 0;
