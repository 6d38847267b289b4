import { SECOND_HELD_OUT_QUERIES } from './second-held-out-queries.js';
import { describeFrozenTestSet } from './testing.js';

describeFrozenTestSet('the second held-out test set', SECOND_HELD_OUT_QUERIES, { queries: 150, perCategory: 12 });
