import type { PasswordResetRequested } from '../../services/domain/user/events.js';
import type { UserDocument } from '../../projections/users/projection.js';
import type { MailComposer } from './composer.js';
import { renderMail } from './layout.js';
import { accountWithOpenLink } from './open-password-link.js';

const PASSWORD_RESET_SUBJECT = 'Restablece tu contraseña';

/** "3:15 p. m.": the hour the link stops opening, as people in Colombia read it. */
const bogotaTime = new Intl.DateTimeFormat('es-CO', {
  timeZone: 'America/Bogota',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * "¿Olvidaste tu contraseña?": the link of a PasswordResetRequested, to the account's address. None when it could no
 * longer open by the time the outbox gets to it (expired, superseded by a newer request, the password changed or
 * the account deactivated since): the person would only find a dead link. The token is recomputed from the
 * request id, so a composition after a crash mails the same link.
 */
export const passwordResetMail: MailComposer = {
  name: 'password-reset',
  types: ['PasswordResetRequested'],
  reads: ['users'],
  async compose(event, context) {
    const { userId, requestId, expiresAt } = event.data as PasswordResetRequested['data'];
    const users = await context.readModels.collection<UserDocument>('users');
    const user = await accountWithOpenLink(users, { userId, requestId, expiresAt }, context.now);
    if (!user) return [];
    const link = context.links.passwordReset(requestId);
    const { html, text } = renderMail({
      brand: context.brand,
      publicUrl: context.publicUrl,
      heading: PASSWORD_RESET_SUBJECT,
      blocks: [
        { kind: 'paragraph', text: user.firstName ? `Hola, ${user.firstName}:` : 'Hola:' },
        {
          kind: 'paragraph',
          text: `Alguien pidió restablecer la contraseña de tu cuenta en ${context.brand} (${user.email}). Para elegir una nueva, abre este enlace:`,
        },
        { kind: 'button', label: 'Elegir una contraseña nueva', href: link },
        {
          kind: 'paragraph',
          text: `El enlace vence en una hora (a las ${bogotaTime.format(new Date(expiresAt))}, hora de Colombia) y sirve una sola vez. Al usarlo se cierran todas las sesiones abiertas de tu cuenta.`,
        },
      ],
      footer: [
        {
          kind: 'paragraph',
          text: 'Si no lo pediste, ignora este correo: tu contraseña sigue siendo la misma y nadie puede cambiarla sin este enlace.',
        },
      ],
    });
    return [{ key: `password-reset:${requestId}`, to: [user.email], subject: PASSWORD_RESET_SUBJECT, text, html }];
  },
};
