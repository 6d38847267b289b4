import { z } from 'zod';
import { notFound } from '../../domain/shared/errors.js';
import { userDecider, userIdFromEmail } from '../../domain/user/decider.js';
import { userStream } from '../../domain/user/events.js';
import { USER_NOT_FOUND } from '../../domain/user/messages.js';
import { isActiveUser, type UserDocument } from '../../../projections/users/projection.js';
import { isTwoStepOn, twoStepOf } from '../../../projections/users/two-step.js';
import { requireStrongPassword } from '../auth/password-strength.js';
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
  createdAt: doc.createdAt,
  lastSignInAt: doc.lastSignInAt ?? null,
  twoStepEnabled: isTwoStepOn(doc),
  twoStepRequired: twoStepOf(doc).required,
});

/** The admin asking; `user-management` admits admin sessions only. */
const adminIdOf = (principal: Principal) => (principal.kind === 'session' ? principal.user.id : null);

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
        summary: 'Crear una cuenta (activa) con rol admin, asesor o user',
        description:
          'La contraseña debe tener al menos 12 caracteres y ser difícil de adivinar (puntuación zxcvbn de 3 o más); si no, 400 con el motivo en el campo password.',
        body: UserCreateInput.superRefine(requireStrongPassword),
        response: { 201: UserAccountSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { email, password, firstName, phone, role } = request.body;
      const userId = userIdFromEmail(email);
      await execute(request, userDecider, userStream(userId), {
        type: 'RegisterUser',
        data: {
          userId,
          email,
          firstName: firstName ?? null,
          phone: phone ?? null,
          profileImageUrl: null,
          role,
          passwordHash: await hashPassword(password),
          now: clock().toISOString(),
        },
      });
      return reply.status(201).send(toDto(await find(userId)));
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
