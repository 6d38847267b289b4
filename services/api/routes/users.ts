import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { notFound, validationError } from '../../domain/shared/errors.js';
import { passwordResetRequestId, userDecider, userIdFromEmail } from '../../domain/user/decider.js';
import { userStream } from '../../domain/user/events.js';
import { USER_NOT_FOUND } from '../../domain/user/messages.js';
import { isActiveUser, type UserDocument } from '../../../projections/users/projection.js';
import { passwordWeakness } from '../auth/password-strength.js';
import { currentSiteWords } from '../auth/site-words.js';
import { isTwoStepOn, twoStepOf } from '../../../projections/users/two-step.js';
import { generatePassword, hashPassword } from '../auth/passwords.js';
import type { Principal } from '../auth/principal.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses, IdParams } from '../schemas/common.js';
import { PasswordResetSchema, UserAccountSchema, UserCreateInput, UserUpdateInput } from '../schemas/user.js';

export const toDto = (doc: UserDocument) => ({
  id: doc.id,
  email: doc.email,
  firstName: doc.firstName,
  phone: doc.phone ?? null,
  role: doc.role,
  active: isActiveUser(doc),
  mustChangePassword: doc.mustChangePassword === true,
  invitationPending: doc.invitationPending === true,
  createdAt: doc.createdAt,
  lastSignInAt: doc.lastSignInAt ?? null,
  twoStepEnabled: isTwoStepOn(doc),
  twoStepRequired: twoStepOf(doc).required,
});

/** The admin asking; `user-management` admits admin sessions only. */
const adminIdOf = (principal: Principal) => (principal.kind === 'session' ? principal.user.id : null);

/** A link only the mail holds: its request names the account and is unguessable (as a reset link's). */
const newInvitation = (userId: string, principal: Principal) => ({
  requestId: passwordResetRequestId(userId, randomBytes(16).toString('hex')),
  invitedBy: adminIdOf(principal),
});

/** Staff accounts: every route needs an admin's session (`access: 'user-management'`), never a token. */
export const userRoutes: RoutePlugin = async (app, { deps, execute, clock }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = () => deps.readModels.collection<UserDocument>('users');
  const find = async (id: string) => {
    const doc = await (await collection()).get(id);
    if (!doc) throw notFound(USER_NOT_FOUND);
    return doc;
  };
  // A handful of documents: the staff of one agency.
  const activeAdmins = async () => (await (await collection()).find({ role: 'admin' })).filter(isActiveUser).length;

  api.get(
    '/users',
    {
      config: { access: 'user-management' },
      schema: {
        tags: ['usuarios'],
        summary: 'Cuentas del personal, por correo',
        response: { 200: z.array(UserAccountSchema), ...errorResponses(401, 403) },
      },
    },
    async () => (await (await collection()).find({}, { sort: [['email', 1]] })).map(toDto),
  );

  api.post(
    '/users',
    {
      config: { access: 'user-management' },
      schema: {
        tags: ['usuarios'],
        summary: 'Crear una cuenta (activa) con rol admin, asesor o user, e invitar a la persona por correo',
        description:
          'Sin `password`, la persona recibe un correo con un enlace (una vez, durante 7 días) para elegir su propia contraseña: nadie más la conoce. Con `password`, es temporal: la persona la cambia al iniciar sesión y hasta entonces no puede hacer nada más; debe tener al menos 12 caracteres y ser difícil de adivinar (puntuación zxcvbn de 3 o más, sin apoyarse en el nombre de la empresa, el del sitio o el año); si no, 400 con el motivo en el campo password.',
        body: UserCreateInput,
        response: { 201: UserAccountSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { email, password, firstName, phone, role } = request.body;
      const userId = userIdFromEmail(email);
      const now = clock();
      if (password !== undefined) {
        const site = await currentSiteWords(deps.readModels, deps.publicUrl, now);
        const weakness = passwordWeakness(password, [email, firstName], site);
        if (weakness) throw validationError(weakness, [{ path: 'password', message: weakness }]);
      }
      await execute(request, userDecider, userStream(userId), {
        type: 'RegisterUser',
        data: {
          userId,
          email,
          firstName: firstName ?? null,
          phone: phone ?? null,
          profileImageUrl: null,
          role,
          // Invited: a password nobody knows, until the person chooses theirs with the mailed link.
          passwordHash: await hashPassword(password ?? generatePassword()),
          // The admin typed it, so it is not the person's: they choose their own at the first sign-in.
          mustChangePassword: password !== undefined,
          ...(password === undefined ? { invitation: newInvitation(userId, request.principal) } : {}),
          now: now.toISOString(),
        },
      });
      return reply.status(201).send(toDto(await find(userId)));
    },
  );

  api.post(
    '/users/:id/invitation',
    {
      config: { access: 'user-management' },
      schema: {
        tags: ['usuarios'],
        summary: 'Enviar otra vez la invitación a quien todavía no eligió su contraseña',
        description:
          'Un enlace nuevo (7 días, una vez) reemplaza al anterior. 409 si la persona ya eligió su contraseña; 403 si la cuenta está desactivada.',
        params: IdParams,
        response: { 200: UserAccountSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await find(id);
      const { requestId, invitedBy } = newInvitation(id, request.principal);
      await execute(request, userDecider, userStream(id), {
        type: 'InviteUser',
        data: { userId: id, requestId, by: invitedBy, now: clock().toISOString() },
      });
      return toDto(await find(id));
    },
  );

  api.put(
    '/users/:id',
    {
      config: { access: 'user-management' },
      schema: {
        tags: ['usuarios'],
        summary: 'Cambiar el nombre, el WhatsApp o el rol de una cuenta, o desactivarla y reactivarla',
        description:
          'Solo cambia lo enviado. Nadie puede desactivar su propia cuenta ni quitarse el rol de administrador, y siempre queda al menos un administrador activo.',
        params: IdParams,
        body: UserUpdateInput,
        response: { 200: UserAccountSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { firstName, phone, role, active } = request.body;
      const doc = await find(id);
      const by = adminIdOf(request.principal);
      const now = clock().toISOString();
      // Only what changes becomes a command, so a form sent back with the values it showed is not refused.
      if (firstName !== undefined || phone !== undefined) {
        await execute(request, userDecider, userStream(id), {
          type: 'ChangeUserProfile',
          data: {
            userId: id,
            firstName: firstName === undefined ? doc.firstName : firstName,
            phone: phone === undefined ? (doc.phone ?? null) : phone,
            now,
          },
        });
      }
      if (role !== undefined && role !== doc.role) {
        await execute(request, userDecider, userStream(id), {
          type: 'ChangeUserRole',
          data: { userId: id, role, by, activeAdmins: await activeAdmins(), now },
        });
      }
      if (active !== undefined && active !== isActiveUser(doc)) {
        await execute(
          request,
          userDecider,
          userStream(id),
          active
            ? { type: 'ReactivateUser', data: { userId: id, by, now } }
            : { type: 'DeactivateUser', data: { userId: id, by, activeAdmins: await activeAdmins(), now } },
        );
      }
      return toDto(await find(id));
    },
  );

  api.post(
    '/users/:id/password-reset',
    {
      config: { access: 'user-management' },
      schema: {
        tags: ['usuarios'],
        summary: 'Restablecer la contraseña de una cuenta con una de un solo uso',
        description:
          'La respuesta trae la contraseña de un solo uso, una sola vez (solo se guarda su hash argon2id): la persona la cambia al iniciar sesión, y hasta entonces no puede hacer nada más. Cierra todas sus sesiones. La propia se cambia con POST /api/auth/password.',
        params: IdParams,
        response: { 200: PasswordResetSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await find(id);
      const oneTimePassword = generatePassword();
      await execute(request, userDecider, userStream(id), {
        type: 'ResetPassword',
        data: {
          userId: id,
          passwordHash: await hashPassword(oneTimePassword),
          by: adminIdOf(request.principal),
          now: clock().toISOString(),
        },
      });
      // Shown once: no cache keeps it.
      reply.header('cache-control', 'no-store');
      return { account: toDto(await find(id)), oneTimePassword };
    },
  );
};
