import type { PropertyFields } from '../domain/property/events.js';
import { demoLocation } from './barrio-centres.js';
import { demoPhotoId } from './demo-photos.js';
import { MUNICIPALITIES, PROPERTY_TYPES } from './master-data.js';
import { findNeighbourhood } from './neighbourhoods.js';
import { addressFor } from './properties/addresses.js';
import { antiquityFor, isRemodeledFor } from './properties/age.js';
import { characteristicsFor } from './properties/characteristics.js';
import type { Context } from './properties/listing-context.js';
import { PLAN, type PlanRow } from './properties/listing-plan.js';
import { MARKETS } from './properties/markets.js';
import { photosFor } from './properties/photos.js';
import { administrationFor, priceFor } from './properties/prices.js';
import { TYPES } from './properties/property-types.js';
import { Dice } from './properties/seeded-dice.js';
import { layoutFor, stratumFor } from './properties/stratum-and-layout.js';
import { descriptionFor, titleFor } from './properties/titles-and-descriptions.js';

/**
 * The demo listings. A hand-written plan says what is listed where (type, place, status, featured); a
 * seeded PRNG per listing fills in sizes, prices, amenities and text coherently with the city, the
 * neighbourhood's stratum and the type. The PRNG is seeded by the listing key, so the output is the
 * same on every run and adding a listing at the end changes no other listing.
 *
 * Every step below draws from the listing's one PRNG, so the order of the calls is part of the
 * output: reordering them changes every listing.
 */

export interface DemoProperty {
  /** Stable short id (`prop-001`); it becomes the property id. */
  key: string;
  fields: PropertyFields;
  /** The files in ./photos/ that `fields.photos` names, in the same order. */
  photoFiles: string[];
}

const MATTERPORT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function buildProperty(
  index: number,
  ordinalOfType: number,
  [typeId, municipalityId, neighbourhood, status, featured = false]: PlanRow,
): DemoProperty {
  const key = `prop-${String(index + 1).padStart(3, '0')}`;
  const hood = findNeighbourhood(municipalityId, neighbourhood);
  const municipality = MUNICIPALITIES.find((m) => m.id === municipalityId);
  if (!municipality) throw new Error(`Unknown municipality ${municipalityId}`);
  const ctx: Context = {
    typeId,
    type: TYPES[typeId],
    municipalityId,
    municipalityName: municipality.name,
    hood,
    market: MARKETS[municipalityId],
    status,
    dice: new Dice(key),
    isRural: hood.addressing.kind === 'rural',
  };
  const { dice } = ctx;
  const stratum = stratumFor(ctx);
  const layout = layoutFor(ctx, stratum);
  const antiquity = antiquityFor(ctx);
  const isRemodeled = isRemodeledFor(ctx, antiquity);
  const acceptsExchange = status === 'sale' && typeId !== 'lote' && dice.chance(0.15);
  const characteristicIds = characteristicsFor(ctx, stratum, layout);
  const price = priceFor(ctx, stratum, layout);
  // Every ninth listing goes without a code, so the demo shows that the code is optional.
  const code = index % 9 === 4 ? null : `${TYPES[typeId].codePrefix}-${1000 + index * 11 + dice.int(0, 9)}`;
  const matterportUrl =
    typeId !== 'lote' && dice.chance(0.34)
      ? `https://my.matterport.com/show/?m=${Array.from({ length: 11 }, () => dice.pick([...MATTERPORT_ALPHABET])).join('')}`
      : null;
  // Drawn from a PRNG of their own: choosing photos changes none of the draws above.
  const photoFiles = photosFor(typeId, ordinalOfType, new Dice(`${key}/photos`));
  const fields: PropertyFields = {
    code,
    title: titleFor(ctx, layout, antiquity, isRemodeled, stratum, characteristicIds),
    description: descriptionFor(ctx, layout, stratum, { antiquity, isRemodeled, acceptsExchange }, characteristicIds),
    address: addressFor(ctx),
    price,
    status,
    propertyTypeId: typeId,
    municipalityId,
    bedrooms: layout.bedrooms,
    bathrooms: layout.bathrooms,
    area: layout.area,
    builtArea: layout.builtArea,
    privateArea: layout.privateArea,
    parkingSpaces: layout.parkingSpaces,
    stratum,
    administration: administrationFor(ctx, stratum, layout, characteristicIds),
    floor: layout.floor,
    totalFloors: layout.totalFloors,
    antiquity,
    acceptsExchange,
    isRemodeled,
    featured,
    photos: photoFiles.map((file) => `/photos/${demoPhotoId(file)}`),
    // The demo's photos hold no floor plan, and it links no video of its own.
    plans: [],
    matterportUrl,
    videoUrl: null,
    characteristicIds,
    location: demoLocation(key, municipalityId, neighbourhood),
  };
  return { key, fields, photoFiles };
}

/** The demo listings, built from the plan; the same output on every call. */
export function buildDemoProperties(): DemoProperty[] {
  // Sanity: the plan only uses known master data.
  const typeIds = new Set<string>(PROPERTY_TYPES.map((t) => t.id));
  for (const [typeId] of PLAN) if (!typeIds.has(typeId)) throw new Error(`Unknown property type ${typeId}`);
  return PLAN.map((row, index) =>
    buildProperty(index, PLAN.slice(0, index).filter(([typeId]) => typeId === row[0]).length, row),
  );
}

export const DEMO_PROPERTIES: ReadonlyArray<DemoProperty> = buildDemoProperties();

/**
 * Every photo the demo listings show, each once, in the order to store them: the covers first, of the newest
 * listing first, as the catalogue opens on them; then the rest.
 */
export const DEMO_PHOTO_FILES: readonly string[] = [
  ...new Set([
    ...DEMO_PROPERTIES.toReversed().map(({ photoFiles }) => photoFiles[0]!),
    ...DEMO_PROPERTIES.flatMap(({ photoFiles }) => photoFiles),
  ]),
];
