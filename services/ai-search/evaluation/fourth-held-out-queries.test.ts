import { FOURTH_HELD_OUT_QUERIES } from './fourth-held-out-queries.js';
import { describeFrozenTestSet } from './testing.js';

describeFrozenTestSet('the fourth held-out test set', FOURTH_HELD_OUT_QUERIES, { queries: 160, perCategory: 14 });
