/**
 * How long reading one query takes (goal: p95 under 1 ms), over every query of the evaluation sets, after a warm-up
 * round; as a baseline measured in the same run, the cost of only preparing the same texts (case, accents,
 * punctuation), which every reading pays. Also the size of the understanding code, data and tests apart (goal: no
 * more than about 2,000 lines of code).  Run: npm run bench:understanding
 */
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { DEVELOPMENT_SET, TEST_SETS } from '../../services/ai-search/evaluation/evaluation-sets.js';
import { vocabularyFromSeed } from '../../services/ai-search/evaluation/vocabulary-from-seed.js';
import { prepareQuery } from '../../services/ai-search/understanding/query-text.js';
import { understandQuery } from '../../services/ai-search/understanding/understand-query.js';

const ROUNDS = 5;
const vocabulary = vocabularyFromSeed();
const queries = [DEVELOPMENT_SET, ...TEST_SETS].flatMap((set) => set.cases.map((c) => c.query));

function timings(read: (query: string) => unknown): number[] {
  for (const query of queries) read(query);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const query of queries) {
      const start = performance.now();
      read(query);
      samples.push(performance.now() - start);
    }
  return samples.sort((a, b) => a - b);
}
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const ms = (value: number) => `${value.toFixed(3)} ms`;

const reading = timings((query) => understandQuery(query, vocabulary));
const preparing = timings(prepareQuery);
console.log(`${queries.length} queries × ${ROUNDS} rounds`);
for (const p of [50, 95, 99])
  console.log(
    `  p${p}: reading ${ms(percentile(reading, p))}, preparing only ${ms(percentile(preparing, p))} ` +
      `(${(percentile(reading, p) / percentile(preparing, p)).toFixed(1)}×)`,
  );
console.log(`  p95 goal < 1 ms: ${percentile(reading, 95) < 1 ? 'met' : 'NOT met'}`);

/** Data (lexicons, rule tables, the national list) and tests are not the code the goal counts. */
const DATA = /(?:lexicon|rules|common-words)\.ts$|\.test\.ts$|\.d\.ts$/;
const folder = new URL('../../services/ai-search/understanding/', import.meta.url);
const files = readdirSync(folder).filter((file) => file.endsWith('.ts'));
const lines = (file: string) => readFileSync(new URL(file, folder), 'utf8').split('\n').length;
const code = files.filter((file) => !DATA.test(file)).reduce((sum, file) => sum + lines(file), 0);
const data = files
  .filter((file) => DATA.test(file) && !file.endsWith('.test.ts'))
  .reduce((sum, f) => sum + lines(f), 0);
console.log(`Understanding code: ${code} lines (goal ≤ about 2,000); lexicons and rule tables: ${data} lines of data`);
