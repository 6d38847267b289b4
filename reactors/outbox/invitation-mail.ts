import type { UserInvited } from '../../services/domain/user/events.js';
import type { UserDocument } from '../../projections/users/projection.js';
import type { MailComposer } from './composer.js';
import { renderMail } from './layout.js';
import { accountWithOpenLink } from './open-password-link.js';

/** "9 de diciembre": the day the link stops opening, as people in Colombia read it. */
const bogotaDay = new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', day: 'numeric', month: 'long' });

const ROLE_WORDS: Record<UserDocument['role'], string> = {
  admin: 'administrador',
  asesor: 'asesor',
  user: 'usuario',
};

/**
 * A new member of the team (UserInvited): a link to choose their own password, so the admin who created the
 * account never knows it. None when the link could no longer open by the time the outbox gets to it (a newer
 * invitation or reset link, a password set since, the account deactivated, the week gone).
 */
export const invitationMail: MailComposer = {
  name: 'invitation',
  types: ['UserInvited'],
  reads: ['users'],
  async compose(event, context) {
    const { userId, requestId, invitedBy, expiresAt } = event.data as UserInvited['data'];
    const users = await context.readModels.collection<UserDocument>('users');
    const user = await accountWithOpenLink(users, { userId, requestId, expiresAt }, context.now);
    if (!user) return [];
    const admin = invitedBy ? await users.get(invitedBy) : null;
    const who = admin ? (admin.firstName ?? admin.email) : `El equipo de ${context.brand}`;
    const subject = `Te invitaron al panel de ${context.brand}`;
    const { html, text } = renderMail({
      brand: context.brand,
      publicUrl: context.publicUrl,
      heading: subject,
      blocks: [
        { kind: 'paragraph', text: user.firstName ? `Hola, ${user.firstName}:` : 'Hola:' },
        {
          kind: 'paragraph',
          text: `${who} creó tu cuenta de ${ROLE_WORDS[user.role]} en ${context.brand} (${user.email}). Para entrar, elige tu contraseña: solo tú la sabrás.`,
        },
        { kind: 'button', label: 'Elegir mi contraseña', href: context.links.passwordReset(requestId) },
        {
          kind: 'paragraph',
          text: `El enlace sirve una sola vez y hasta el ${bogotaDay.format(new Date(expiresAt))}. Después, entra con tu correo y esa contraseña en ${context.publicUrl}/login.`,
        },
      ],
      footer: [
        {
          kind: 'paragraph',
          text: `Si no esperabas esta invitación, ignora este correo: sin elegir una contraseña nadie entra con tu cuenta.`,
        },
      ],
    });
    return [{ key: `invitation:${requestId}`, to: [user.email], subject, text, html }];
  },
};
