/**
 * The API's own response schemas: the web validates answers against the very schemas the server
 * serializes with, so the two cannot drift apart.
 */
export { PropertyListSchema, PropertySchema, type PropertyDto } from '../../../services/api/schemas/property';
export { ContactConfigSchema, FooterConfigSchema } from '../../../services/api/schemas/configs';
export { LoginInput } from '../../../services/api/schemas/auth';
