/**
 * Scores the query-understanding step on every set, read from their JSON fixtures in
 * services/ai-search/evaluation/sets/ (each says what it is: `title`, `status`, `about`): the development set
 * (queries.json, tuned on) and the test sets in the order they were written, each written blind, the composition set
 * of issue 27 last; a `spent` set's failures guided a round of fixes, a `frozen` one's never did (the honest figure).
 * For each: accuracy per slot, per category for the test sets, the share of queries with every slot right (goal
 * ≥ 95 %), the readings that ask for the opposite of the words (goal 0), then each failing query with only its
 * wrong slots; and what visitors get on the demo catalogue:
 * precision@10 against the hard constraints, recall@10 of the catalogue.
 * A report, not a test: always exits 0.  Run: npm run eval:search
 */
import { scoreCase } from '../services/ai-search/evaluation/baselines.js';
import {
  SLOTS,
  inversionsOf,
  summarize,
  wrongSlots,
  type CaseResult,
} from '../services/ai-search/evaluation/compare.js';
import { DEVELOPMENT_SET, TEST_SETS, type TestCase } from '../services/ai-search/evaluation/evaluation-sets.js';
import { measureRetrieval } from './eval/retrieval.js';
import { vocabularyFromSeed } from '../services/ai-search/evaluation/vocabulary-from-seed.js';

const GOAL = 0.95;

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)} %`);

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
  const inverted = results.flatMap((result) => {
    const found = inversionsOf(result.outcomes);
    return found.length > 0 ? [{ query: result.query, found }] : [];
  });
  console.log(`Inverted readings (the opposite of what was asked; goal 0): ${inverted.length}`);
  for (const { query, found } of inverted) console.log(`  ⇄ ${query}\n      ${found.join('\n      ')}`);
  inversions.set(title, inverted.length);
  if (summary.failures.length > 0) console.log(`\nFailing queries (${summary.failures.length})`);
  for (const failure of summary.failures) {
    console.log(`\n✗ ${failure.query}`);
    if (failure.note) console.log(`    note: ${failure.note}`);
    for (const line of wrongSlots(failure)) console.log(`    ${line}`);
  }
  return share;
}

const vocabulary = vocabularyFromSeed();
/** Each report's inverted readings, for the summary. */
const inversions = new Map<string, number>();

/** A frozen test set scored as a whole and by category. */
function reportTestSet(title: string, cases: readonly TestCase[]): number {
  const results = cases.map(({ query, expected, category }) =>
    scoreCase({ query, expected, note: category }, vocabulary),
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

async function run(): Promise<void> {
  const development = DEVELOPMENT_SET.cases.map((c) => scoreCase(c, vocabulary));
  const devShare = report(DEVELOPMENT_SET.title, development, SLOTS);
  const shares = TEST_SETS.map(({ title, cases }) => reportTestSet(title, cases));
  console.log('\n═══ Results on the demo catalogue (the real API, top 10)\n');
  const retrieval = await measureRetrieval({
    [DEVELOPMENT_SET.name]: DEVELOPMENT_SET.cases,
    ...Object.fromEntries(TEST_SETS.map(({ name, cases }) => [name, cases])),
  });
  for (const [name, { scored, precision, recall }] of Object.entries(retrieval))
    console.log(
      `  ${name.padEnd(14)} ${scored} queries with listings to find: precision@10 ${percent(precision, 1)}, recall@10 ${percent(recall, 1)}`,
    );
  const summary = TEST_SETS.map(
    ({ name, title }, index) => `${name} ${percent(shares[index]!, 1)} (${inversions.get(title)} inverted)`,
  );
  console.log(
    `\nSummary: ${DEVELOPMENT_SET.name} ${percent(devShare, 1)} (${inversions.get(DEVELOPMENT_SET.title)} inverted), ${summary.join(', ')}`,
  );
}

run()
  .catch((error: unknown) => console.error('The evaluation could not run:', error))
  .finally(() => {
    process.exitCode = 0;
  });
