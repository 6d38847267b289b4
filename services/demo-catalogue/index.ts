/** The demo catalogue as plain data (no I/O); `run-seed.ts` turns it into commands. */
export { CHARACTERISTICS, MUNICIPALITIES, PROPERTY_TYPES } from './master-data.js';
export type { CharacteristicId, MasterDataItem, MunicipalityId, PropertyTypeId } from './master-data.js';
export { NEIGHBOURHOODS, findNeighbourhood } from './neighbourhoods.js';
export type { Addressing, Neighbourhood } from './neighbourhoods.js';
export { DEMO_PROPERTIES, buildDemoProperties } from './properties.js';
export type { DemoProperty } from './properties.js';
export { DEMO_SEARCH_FILTER_OPTIONS, TOP_AREA, TOP_PRICE } from './search-options.js';
export { DEMO_AI_EXAMPLES } from './ai-examples.js';
export { DEMO_AI_SEARCH_CONFIG, DEMO_COMPANY_NAME, DEMO_CONTACT_CONFIG, DEMO_DOMAIN, DEMO_FOOTER_CONFIG } from './configs.js';
