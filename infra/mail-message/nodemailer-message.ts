import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from '../ports/mailer.js';

/** A port's message as nodemailer builds it: the same MIME whether it is written to a file or sent over SMTP. */
export const nodemailerMessage = (message: MailMessage): SendMailOptions => ({
  // An address object, never a string built here: nodemailer quotes a name with a comma and encodes its accents.
  from: message.from,
  to: message.to,
  replyTo: message.replyTo,
  subject: message.subject,
  text: message.text,
  html: message.html,
  messageId: message.messageId,
  headers: message.headers,
});
