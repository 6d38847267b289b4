import { FIFTH_HELD_OUT_QUERIES } from './fifth-held-out-queries.js';
import { describeFrozenTestSet } from './testing.js';

describeFrozenTestSet('the fifth held-out test set', FIFTH_HELD_OUT_QUERIES, { queries: 160, perCategory: 14 });
