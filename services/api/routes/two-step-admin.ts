import { notFound } from '../../domain/shared/errors.js';
import { twoStepDecider } from '../../domain/two-step/decider.js';
import { userTwoStepStream } from '../../domain/two-step/events.js';
import { USER_NOT_FOUND } from '../../domain/user/messages.js';
import type { UserDocument } from '../../../projections/users/projection.js';
import type { Principal } from '../auth/principal.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses, IdParams } from '../schemas/common.js';
import { TwoStepRequirementInput } from '../schemas/two-step.js';
import { UserAccountSchema } from '../schemas/user.js';
import { toDto } from './users.js';

/** The admin asking; `user-management` admits admin sessions only. */
const adminIdOf = (principal: Principal) => (principal.kind === 'session' ? principal.user.id : null);

/** What an admin does about someone's two-step sign-in: require it, or clear it when the phone is lost. */
export const twoStepAdminRoutes: RoutePlugin = async (app, { deps, execute, clock }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = () => deps.readModels.collection<UserDocument>('users');
  const find = async (id: string) => {
    const doc = await (await collection()).get(id);
    if (!doc) throw notFound(USER_NOT_FOUND);
    return doc;
  };

  api.put(
    '/users/:id/two-step',
    {
      config: { access: 'user-management' },
      schema: {
        tags: ['usuarios'],
        summary: 'Exigir (o dejar de exigir) la verificación en dos pasos a una persona',
        description:
          'Con `required: true`, quien no la tenga activada solo puede activarla al iniciar sesión (sus demás acciones responden 403) y no puede desactivarla.',
        params: IdParams,
        body: TwoStepRequirementInput,
        response: { 200: UserAccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await find(id);
      await execute(request, twoStepDecider, userTwoStepStream(id), {
        type: 'RequireTwoStep',
        data: {
          userId: id,
          required: request.body.required,
          by: adminIdOf(request.principal),
          now: clock().toISOString(),
        },
      });
      return toDto(await find(id));
    },
  );

  api.delete(
    '/users/:id/two-step',
    {
      config: { access: 'user-management' },
      schema: {
        tags: ['usuarios'],
        summary: 'Restablecer la verificación en dos pasos de una persona (perdió el teléfono)',
        description:
          'Borra su secreto y sus códigos de recuperación: vuelve a entrar solo con la contraseña, y si se le exige, la activa de nuevo al entrar. No sobre la propia cuenta (403); 409 si no la tiene activada ni en curso.',
        params: IdParams,
        response: { 200: UserAccountSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await find(id);
      await execute(request, twoStepDecider, userTwoStepStream(id), {
        type: 'ResetTwoStep',
        data: { userId: id, by: adminIdOf(request.principal), now: clock().toISOString() },
      });
      return toDto(await find(id));
    },
  );
};
