import { normalize } from '../../../infra/spanish-text/normalize.js';
import type { Interpretation, NearArea } from '../interpretation.js';
import { municipalitySeat, NEAR_KM, nearbyMunicipalities } from './colombian-places.js';
import { municipalityOfNeighbourhood } from './phrase-matching.js';
import type { Vocabulary } from './vocabulary.js';

/**
 * How far "cerca de" a barrio reaches from its centre. A Bogotá or Medellín barrio is about 1 km across, and a listing's
 * shown point may be 300 m from its true one: 2 km takes in the barrio and the ones around it (a 25-minute walk),
 * which is what "cerca de Chapinero" asks, without reaching the other side of the city as NEAR_KM would.
 */
const BARRIO_NEAR_KM = 2;

/**
 * Each place asked to be near as what is searched for it: a circle around its point when it has one (a municipality's
 * seat from GeoNames, NEAR_KM; a barrio's centre from its listings, BARRIO_NEAR_KM), and the catalogue's municipalities
 * around it, where the listings without a point are looked for.
 */
export function nearAreas(near: Interpretation['near'], vocabulary: Vocabulary): NearArea[] {
  const areas: NearArea[] = [];
  for (const id of near.municipalityIds) {
    const name = vocabulary.municipalities.find((municipality) => municipality.id === id)?.name;
    const seat = name === undefined ? undefined : municipalitySeat(name);
    areas.push({
      kind: 'municipality',
      place: id,
      municipalityIds: nearbyMunicipalities(id, vocabulary),
      circle: seat ? { ...seat, km: NEAR_KM } : null,
    });
  }
  for (const name of near.neighbourhoods) {
    const home = municipalityOfNeighbourhood(name, vocabulary);
    // The barrio's centre is known only when one municipality has a barrio of that name.
    const centre =
      home === null
        ? undefined
        : vocabulary.neighbourhoods.find(
            (neighbourhood) =>
              neighbourhood.municipalityId === home && normalize(neighbourhood.name) === normalize(name),
          )?.centre;
    areas.push({
      kind: 'neighbourhood',
      place: name,
      municipalityIds: home === null ? [] : nearbyMunicipalities(home, vocabulary),
      circle: centre ? { ...centre, km: BARRIO_NEAR_KM } : null,
    });
  }
  return areas;
}
