export interface NamedItem {
  id: string;
  name: string;
}
/** What the parser may recognise, read from the live read models (master data and catalogue addresses). */
export interface Vocabulary {
  propertyTypes: NamedItem[];
  municipalities: NamedItem[];
  characteristics: NamedItem[];
  neighbourhoods: Array<{ name: string; municipalityId: string }>;
}
