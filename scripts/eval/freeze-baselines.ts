/**
 * Freezes what the understanding reads right in each evaluation set as the set's baseline
 * (services/ai-search/evaluation/baselines/, one JSON per set, named as the set's file): from then on a test fails
 * when one of those cases is read wrong. Run it after a change that reads more cases right, or after a set was edited
 * or added. It prints each set's score and every case the new baseline drops (right at the last freeze, wrong now, or
 * no longer in the set): a freeze must not hide a regression unseen.  Run: npm run eval:freeze
 */
import {
  checkBaseline,
  freezeBaseline,
  readBaseline,
  scoreCase,
} from '../../services/ai-search/evaluation/baselines.js';
import { wrongSlots } from '../../services/ai-search/evaluation/compare.js';
import { DEVELOPMENT_SET, TEST_SETS } from '../../services/ai-search/evaluation/evaluation-sets.js';
import { vocabularyFromSeed } from '../../services/ai-search/evaluation/vocabulary-from-seed.js';

const vocabulary = vocabularyFromSeed();

for (const set of [DEVELOPMENT_SET, ...TEST_SETS]) {
  const results = set.cases.map((c) => scoreCase(c, vocabulary));
  const previous = readBaseline(set.file);
  const check = previous && checkBaseline(previous, results);
  const { passing, total } = freezeBaseline(set.file, results);
  const change = check
    ? `${check.improved} newly right, ${check.regressed.length + check.missing.length} dropped`
    : 'first freeze';
  console.log(`baselines/${set.file}: ${passing.length}/${total} read right (${change})`);
  for (const { number, result } of check?.regressed ?? [])
    console.log(
      `  dropped #${number} ${result.query}\n${wrongSlots(result)
        .map((line) => `      ${line}`)
        .join('\n')}`,
    );
  for (const query of check?.missing ?? []) console.log(`  dropped, no longer in the set: ${query}`);
}
