import type { DailyMailComposer, MailComposer } from './composer.js';
import { leadAlertMail } from './lead-alert-mail.js';
import { leadAssignedMail } from './lead-assigned-mail.js';
import { leadFollowUpMail } from './lead-follow-up-mail.js';
import { invitationMail } from './invitation-mail.js';
import { passwordResetMail } from './password-reset-mail.js';
import {
  alertConfirmationComposer,
  alertMatchComposer,
  composeDailyDigests,
} from '../saved-search-alerts/alert-mails.js';

/** Every kind of mail the portal sends, each caused by stored events (the outbox runs them in this order per event). */
export const mailComposers: MailComposer[] = [
  leadAlertMail,
  leadAssignedMail,
  passwordResetMail,
  invitationMail,
  alertConfirmationComposer,
  alertMatchComposer,
];

/**
 * Mail of a day: the daily alerts' digest leaves at 7:00 in Colombia with the day before's matches; the leads'
 * follow-ups of the day reach their asesores at 7:00 too.
 */
export const dailyMailComposers: DailyMailComposer[] = [
  {
    name: 'alert-digest',
    reads: composeDailyDigests.reads,
    hour: 7,
    cause: 'DailyDigest',
    compose: composeDailyDigests,
  },
  leadFollowUpMail,
];
