import { SIXTH_HELD_OUT_QUERIES } from './sixth-held-out-queries.js';
import { describeFrozenTestSet } from './testing.js';

describeFrozenTestSet('the sixth held-out test set', SIXTH_HELD_OUT_QUERIES, { queries: 160, perCategory: 14 });
