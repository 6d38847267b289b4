/** The one slug rule (SPEC §2), shared with the server so both always agree on canonical addresses. */
export { idFromSlug, propertySlug } from '../../../services/domain/shared/slugify';
