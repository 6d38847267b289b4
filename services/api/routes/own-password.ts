import type { FastifyInstance } from 'fastify';
import { DomainError, validationError } from '../../domain/shared/errors.js';
import { userDecider } from '../../domain/user/decider.js';
import { userStream } from '../../domain/user/events.js';
import type { UserDocument } from '../../../projections/users/projection.js';
import { passwordWeakness } from '../auth/password-strength.js';
import { currentSiteWords } from '../auth/site-words.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { userDto } from '../auth/session-user.js';
import { lockoutAnswer, type SignInThrottle } from '../auth/sign-in-throttle.js';
import type { RouteContext, ZodTypeProvider } from '../route-context.js';
import { PasswordChangeInput, UserSchema } from '../schemas/auth.js';
import { ErrorSchema, errorResponses } from '../schemas/common.js';

const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta';
const SAME_PASSWORD = 'La contraseña nueva debe ser distinta de la actual';
/** As the sign-in's coarse ceiling: the lockout after wrong passwords is what stops guessing. */
const CHANGES_PER_MINUTE = 30;

/**
 * `POST /api/auth/password`: the signed-in person chooses a new password, knowing the current one. Wrong current
 * passwords count in the sign-in's lockout (`throttle`), so a session left open is no way to guess the password
 * at leisure. The change ends the person's other sessions and keeps this one.
 */
export function ownPasswordRoute(
  app: FastifyInstance,
  { deps, execute, clock }: Pick<RouteContext, 'deps' | 'execute' | 'clock'>,
  throttle: SignInThrottle,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/auth/password',
    {
      config: { access: 'session', rateLimit: { max: CHANGES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['autenticación'],
        summary: 'Cambiar la contraseña de la sesión actual',
        description:
          'Con la contraseña actual; la nueva, de al menos 12 caracteres y difícil de adivinar (si no, 400 con el motivo en newPassword). Cierra las demás sesiones de la persona y mantiene esta. Es lo único (con salir y GET /api/auth/user) que puede hacer quien entró con una contraseña de un solo uso. Los intentos con una contraseña actual equivocada cuentan como inicios de sesión fallidos (429 con Retry-After).',
        body: PasswordChangeInput,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403), 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      // `session` access admits sessions only.
      if (request.principal.kind !== 'session') throw new DomainError('forbidden', 'No has iniciado sesión.');
      const { user, session } = request.principal;
      const { currentPassword, newPassword } = request.body;
      if (newPassword === currentPassword) {
        throw validationError(SAME_PASSWORD, [{ path: 'newPassword', message: SAME_PASSWORD }]);
      }
      const weakness = passwordWeakness(
        newPassword,
        [user.email, user.firstName],
        await currentSiteWords(deps.readModels, deps.publicUrl, clock()),
      );
      if (weakness) throw validationError(weakness, [{ path: 'newPassword', message: weakness }]);

      const attempt = { ip: request.ip, account: user.id };
      const startedAt = clock().getTime();
      const waitMs = throttle.retryAfterMs(attempt, startedAt);
      if (waitMs > 0) {
        const { retryAfter, message } = lockoutAnswer(waitMs);
        return reply.status(429).header('retry-after', retryAfter).send({ message });
      }
      throttle.attempting(attempt, startedAt);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw validationError(WRONG_CURRENT_PASSWORD, [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
      }
      throttle.succeeded(attempt, startedAt);

      await execute(request, userDecider, userStream(user.id), {
        type: 'ChangePassword',
        data: {
          userId: user.id,
          passwordHash: await hashPassword(newPassword),
          keptSessionHash: session.id,
          now: clock().toISOString(),
        },
      });
      if (deps.demoAdmin?.email === user.email) deps.demoAdmin.passwordChosen();
      const changed = await (await deps.readModels.collection<UserDocument>('users')).get(user.id);
      return userDto(changed ?? user);
    },
  );
}
