/**
 * The API's own response schemas: the web validates answers against the very schemas the server
 * serializes with, so the two cannot drift apart. Likewise the rules both sides apply: the sign-in's return-address
 * check and the listing address (slug).
 */
export {
  ANTIQUITY_VALUES,
  APPROXIMATE_RADIUS_M,
  LOCAL_PHOTO_PATH,
  MAX_PHOTOS,
  PropertyCreateSchema,
  PropertyListSchema,
  PropertySchema,
  readNear,
  StaffPropertyListSchema,
  readBbox,
  videoEmbedUrl,
  type Bbox,
  type PropertyDto,
} from '../../../services/api/schemas/property';

export { MapConfigSchema, MunicipalityCentresSchema, type MapConfig } from '../../../services/api/schemas/map-config';
export { AgentListSchema } from '../../../services/api/schemas/agent';
export {
  MAX_BULK_LISTINGS,
  PropertyBulkActionSchema,
  PropertyBulkResultSchema,
  TOO_MANY_FOR_BULK,
} from '../../../services/api/schemas/property-bulk';
export { brandName, ContactConfigSchema, FooterConfigSchema } from '../../../services/api/schemas/configs';
export { FooterConfigInput, MAX_SOCIAL_LINKS } from '../../../services/api/schemas/configs';
export { LoginInput, PasswordChangeInput, UserSchema } from '../../../services/api/schemas/auth';
export {
  ContactAcceptedSchema,
  ContactInput,
  ContactSubmissionInput,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  LEADS_PAGE_PATH,
  LEADS_SEARCH_PARAM,
  LeadListSchema,
  LeadSchema,
  LeadTimelineSchema,
  leadsPageAddress,
  MAX_NOTE_LENGTH,
  readableDay,
  ResponseTimesSchema,
  UnreadLeadsSchema,
} from '../../../services/api/schemas/lead';
export { ContactConfigInput } from '../../../services/api/schemas/configs';
export { PropertyViewsSchema } from '../../../services/api/schemas/property-views';
export {
  AiSearchAnswer,
  InterpretationSchema,
  nearAreaOf,
  nearChipLabel,
} from '../../../services/api/schemas/ai-search';
export { SearchFilterCreateSchema, SearchFilterSchema } from '../../../services/api/schemas/search-filter';
export { AiExampleCreateSchema, AiExampleSchema } from '../../../services/api/schemas/ai-example';
export { AiSearchConfigInput, AiSearchConfigSchema } from '../../../services/api/schemas/configs';
export { TokenCreateInput, TokenSchema, TokenWithSecretSchema } from '../../../services/api/schemas/auth-token';
export { NamedItemSchema } from '../../../services/api/schemas/common';
export { MasterDataNameInput } from '../../../services/api/schemas/master-data';
export { NeighbourhoodListSchema } from '../../../services/api/schemas/neighbourhood';
export { DocumentationSchema, type Documentation } from '../../../services/api/schemas/documentation';
export { DeletedPropertyListSchema, PropertyHistorySchema } from '../../../services/api/schemas/property-history';
export {
  PasswordResetSchema,
  UserAccountSchema,
  UserCreateInput,
  UserUpdateInput,
} from '../../../services/api/schemas/user';
export {
  DownloadedPhotoSchema,
  MAX_PHOTO_BYTES,
  PHOTO_WIDTHS,
  UploadedPhotoSchema,
  UploadUrlSchema,
} from '../../../services/api/schemas/photo';
export { safeReturnTo } from '../../../services/api/schemas/safe-return-to';
export { idFromSlug } from '../../../services/api/schemas/property-slug';
export { SimilarPropertiesSchema } from '../../../services/api/schemas/similar-properties';
export {
  API_DOCS_DESCRIPTION,
  API_DOCS_TITLE,
  CATALOGUE_TITLE,
  catalogueDescription,
  LOGIN_TITLE,
  metaDescription,
  NOT_FOUND_TITLE,
  pageTitle,
  PHOTO_CREDITS_PATH,
  PHOTO_CREDITS_TITLE,
  privacyPolicyTitle,
  propertyDescription,
  RESET_PASSWORD_PATH,
  RESET_PASSWORD_TITLE,
  SITE_DESCRIPTION,
} from '../../../services/api/schemas/page-head-text';
export {
  MAIL_KIND_LABELS,
  MAIL_STATE_LABELS,
  mailCauseLabel,
  MailLogSchema,
  MailRetriedSchema,
} from '../../../services/api/schemas/mail-log';
export {
  PasswordResetAnswerSchema,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
} from '../../../services/api/schemas/password-reset';
export {
  FREQUENCY_LABELS,
  SavedSearchAnswerSchema,
  SavedSearchCreatedSchema,
  SavedSearchInput,
  SavedSearchMessageSchema,
  SavedSearchSchema,
} from '../../../services/api/schemas/saved-search';
export {
  TWO_STEP_REQUIRED,
  TwoStepChallengeSchema,
  TwoStepEnabledSchema,
  TwoStepEnrolmentSchema,
} from '../../../services/api/schemas/two-step';
