import { MAX_SOCIAL_LINKS } from './events.js';

/** Said by the decider and by the API's form validation alike. */
export const COMPANY_NAME_REQUIRED = 'Nombre de la empresa es requerido';
export const COPYRIGHT_REQUIRED = 'Copyright es requerido';
/** The footer form's own wording; the contact forms say INVALID_EMAIL (shared/messages.ts). */
export const INVALID_FOOTER_EMAIL = 'Email inválido';
export const PLATFORM_REQUIRED = 'Plataforma es requerida';
export const TOO_MANY_SOCIAL_LINKS = `Máximo ${MAX_SOCIAL_LINKS} redes sociales`;
