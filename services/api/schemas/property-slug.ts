/** The one slug rule (SPEC §2): clients build and read listing addresses exactly as the server does. */
export { idFromSlug } from '../../domain/shared/slugify.js';
