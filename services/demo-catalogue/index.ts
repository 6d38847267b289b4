/** The demo catalogue as plain data (no I/O); `run-seed.ts` turns it into commands. */
export { CHARACTERISTICS, MUNICIPALITIES, PROPERTY_TYPES } from './master-data.js';
export { NEIGHBOURHOODS } from './neighbourhoods.js';
export { DEMO_PROPERTIES, buildDemoProperties } from './properties.js';
export { DEMO_SEARCH_FILTER_OPTIONS } from './search-options.js';
export { DEMO_AI_EXAMPLES } from './ai-examples.js';
export { DEMO_AI_SEARCH_CONFIG, DEMO_CONTACT_CONFIG, DEMO_FOOTER_CONFIG } from './configs.js';
