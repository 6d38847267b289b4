import { RESET_PASSWORD_PATH } from '../schemas/page-head-text.js';
import type { SignedLinks } from './signed-links.js';

/** The signed links' purpose: a reset link opens nothing else of the same id. */
export const PASSWORD_RESET_LINK = 'password-reset';

/** The page a reset request's mail links to, with the request's signed token (`?token=…`). */
export const passwordResetUrl = (publicUrl: string, links: SignedLinks, requestId: string) =>
  `${publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(links.token(PASSWORD_RESET_LINK, requestId))}`;
