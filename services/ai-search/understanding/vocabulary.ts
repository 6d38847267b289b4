export interface NamedItem {
  id: string;
  name: string;
}
/** What the parser may recognise, read from the live read models (master data and catalogue addresses). */
export interface Vocabulary {
  propertyTypes: NamedItem[];
  municipalities: NamedItem[];
  characteristics: NamedItem[];
  /** `centre`: where the barrio's listings stand (see vocabularyFromReadModels), when any of them has a point. */
  neighbourhoods: Array<{ name: string; municipalityId: string; centre?: { lat: number; lng: number } }>;
}
