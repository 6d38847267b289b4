/** The demo catalogue as plain data (no I/O); `run-seed.ts` turns it into commands, the runtime stores its photos. */
export { CHARACTERISTICS, MUNICIPALITIES, PROPERTY_TYPES } from './master-data.js';
export { NEIGHBOURHOODS } from './neighbourhoods.js';
export { DEMO_PHOTO_FILES, DEMO_PROPERTIES, buildDemoProperties } from './properties.js';
export { DEMO_PHOTO_FOLDER, demoPhotoId } from './demo-photos.js';
export { DEMO_SEARCH_FILTER_OPTIONS } from './search-options.js';
export { DEMO_AI_EXAMPLES } from './ai-examples.js';
export { DEMO_AI_SEARCH_CONFIG, DEMO_CONTACT_CONFIG, DEMO_FOOTER_CONFIG } from './configs.js';
