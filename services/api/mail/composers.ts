import type { MailComposer } from './composer.js';
import { leadAlertMail } from './lead-alert-mail.js';
import { passwordResetMail } from './password-reset-mail.js';
import { alertConfirmationComposer, alertMatchComposer } from './saved-search-mails.js';

/** Every kind of mail the portal sends, each caused by stored events (the outbox runs them in this order per event). */
export const mailComposers: MailComposer[] = [
  leadAlertMail,
  passwordResetMail,
  alertConfirmationComposer,
  alertMatchComposer,
];
