import { THIRD_HELD_OUT_QUERIES } from './third-held-out-queries.js';
import { describeFrozenTestSet } from './testing.js';

describeFrozenTestSet('the third held-out test set', THIRD_HELD_OUT_QUERIES, { queries: 160, perCategory: 14 });
