import type { MunicipalityId } from '../master-data.js';

/** Market knowledge per municipality: what drives prices, building heights and climate-bound amenities. */

type Climate = 'cold' | 'temperate' | 'hot';

export interface Market {
  /** Sale price per m² of a stratum-4 apartment, COP. */
  readonly base: number;
  readonly climate: Climate;
  /** Usual number of floors of apartment buildings. */
  readonly towers: readonly [number, number];
  /** Rural land, COP per m². */
  readonly landRate: number;
}

export const MARKETS: Readonly<Record<MunicipalityId, Market>> = {
  bogota: { base: 5_400_000, climate: 'cold', towers: [5, 14], landRate: 300_000 },
  medellin: { base: 4_600_000, climate: 'temperate', towers: [10, 28], landRate: 150_000 },
  cali: { base: 3_600_000, climate: 'hot', towers: [6, 18], landRate: 120_000 },
  barranquilla: { base: 3_800_000, climate: 'hot', towers: [8, 24], landRate: 90_000 },
  cartagena: { base: 4_400_000, climate: 'hot', towers: [8, 30], landRate: 100_000 },
  bucaramanga: { base: 3_400_000, climate: 'hot', towers: [8, 22], landRate: 80_000 },
  chia: { base: 4_400_000, climate: 'cold', towers: [4, 8], landRate: 250_000 },
  cajica: { base: 4_100_000, climate: 'cold', towers: [4, 7], landRate: 200_000 },
  envigado: { base: 4_900_000, climate: 'temperate', towers: [10, 25], landRate: 150_000 },
  sabaneta: { base: 4_700_000, climate: 'temperate', towers: [12, 30], landRate: 150_000 },
  'santa-marta': { base: 4_000_000, climate: 'hot', towers: [8, 25], landRate: 40_000 },
  pereira: { base: 3_500_000, climate: 'temperate', towers: [8, 20], landRate: 90_000 },
  rionegro: { base: 4_000_000, climate: 'cold', towers: [5, 10], landRate: 120_000 },
  anapoima: { base: 3_200_000, climate: 'hot', towers: [3, 6], landRate: 45_000 },
};

/** Towns around the big cities, where apartments sit in conjuntos cerrados whatever the stratum. */
export const SUBURBAN = new Set<MunicipalityId>(['chia', 'cajica', 'envigado', 'sabaneta', 'rionegro', 'anapoima']);
