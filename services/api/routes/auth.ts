import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/shared/errors.js';
import { userIdFromEmail } from '../../domain/user/decider.js';
import { userSessionsDecider } from '../../domain/user-sessions/decider.js';
import { userSessionsStream } from '../../domain/user-sessions/events.js';
import { isActiveUser, type UserDocument } from '../../../projections/users/projection.js';
import { userDto } from '../auth/session-user.js';
import { comesFromAnotherSite, isTopLevelNavigation } from '../auth/navigation-request.js';
import { verifyPassword } from '../auth/passwords.js';
import { SESSION_COOKIE } from '../auth/register-auth.js';
import { safeReturnTo } from '../schemas/safe-return-to.js';
import { randomSecret, sha256Hex } from '../auth/secrets.js';
import { lockoutAnswer, SignInThrottle } from '../auth/sign-in-throttle.js';
import type { RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { ownPasswordRoute } from './own-password.js';
import { twoStepChallenge, twoStepRoutes } from './two-step.js';
import { isTwoStepOn } from '../../../projections/users/two-step.js';
import { TwoStepChallengeSchema } from '../schemas/two-step.js';
import { passwordResetRoutes } from './password-reset.js';
import { ErrorSchema, errorResponses } from '../schemas/common.js';
import { LoginInput, ReturnToQuery, UserSchema } from '../schemas/auth.js';

const SESSION_DAYS = 7;
/** One message for an unknown e-mail and a wrong password: the answer must not tell which accounts exist. */
const BAD_CREDENTIALS = 'Correo o contraseña incorrectos.';
/** Said only after the right password, so it tells nothing to someone guessing. */
const ACCOUNT_DEACTIVATED = 'Tu cuenta está desactivada. Pide a un administrador que la vuelva a activar.';
const LOGOUT_NOT_NAVIGATION =
  'La sesión sigue abierta: para cerrarla, abre /api/logout en el navegador (no desde una imagen, un marco o un script).';
// Verifying against a real hash for unknown e-mails keeps both failures equally slow.
const DECOY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$CkvJdousoWs863JRPV+SGA$31MG80lVw+ksN6MYdV0FJToL+Gpsvg3r9g4T3Zo8RQY';

/**
 * A coarse ceiling per address on top of the lockout after failures (which is what stops guessing): it caps
 * the password hashing one address can cause, and a person signing in never reaches it.
 */
const LOGIN_REQUESTS_PER_MINUTE = 30;

export const authRoutes: RoutePlugin = async (app, { deps, execute, clock }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new SignInThrottle();
  // Secure whenever the visitor reached us over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto).
  const secureFor = (request: FastifyRequest) => request.protocol === 'https' || (deps.secureCookies ?? false);

  api.get(
    '/login',
    {
      config: { access: 'public' },
      schema: { tags: ['autenticación'], summary: 'Lleva a la página de inicio de sesión', querystring: ReturnToQuery },
    },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      return reply.redirect(returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`, 302);
    },
  );

  api.post(
    '/login',
    {
      config: {
        access: 'public',
        rateLimit: { max: deps.rateLimits?.login ?? LOGIN_REQUESTS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['autenticación'],
        summary: 'Iniciar sesión con correo y contraseña',
        description:
          'Tras varios intentos fallidos, la dirección que falló espera cada vez más (429 con Retry-After); las demás no.',
        body: LoginInput,
        // 429 spelled out: the lockout answers it itself, with its own message and Retry-After.
        response: { 200: UserSchema, ...errorResponses(400, 403), 401: TwoStepChallengeSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const userId = userIdFromEmail(email);
      const attempt = { ip: request.ip, account: userId };
      const startedAt = clock().getTime();
      const waitMs = throttle.retryAfterMs(attempt, startedAt);
      if (waitMs > 0) {
        const { retryAfter, message } = lockoutAnswer(waitMs);
        return reply.status(429).header('retry-after', retryAfter).send({ message });
      }
      throttle.attempting(attempt, startedAt);
      // Read once, before the password is checked: the session carries these credentials' version, so a change
      // stored while the check runs ends it too.
      const user = await (await deps.readModels.collection<UserDocument>('users')).get(userId);
      const valid = await verifyPassword(user?.passwordHash ?? DECOY_HASH, password);
      if (!user || !valid) throw new DomainError('unauthenticated', BAD_CREDENTIALS);
      throttle.succeeded(attempt, startedAt);
      if (!isActiveUser(user)) throw new DomainError('forbidden', ACCOUNT_DEACTIVATED);
      if (isTwoStepOn(user)) return reply.status(401).send(twoStepChallenge(deps.secretBox, user, clock()));
      await openSession(request, reply, user, user.credentialsVersion ?? null);
      return userDto(user);
    },
  );

  /** A session under `credentialsVersion` (the credentials the password was checked against), in the cookie. */
  const openSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserDocument,
    credentialsVersion: string | null,
  ) => {
    const sessionId = randomSecret();
    const now = clock();
    const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
    await execute(
      request,
      userSessionsDecider,
      userSessionsStream(user.id),
      {
        type: 'SignIn',
        data: {
          userId: user.id,
          sessionHash: sha256Hex(sessionId),
          expiresAt: expiresAt.toISOString(),
          credentialsVersion,
          now: now.toISOString(),
        },
      },
      { appendOnly: true },
    );
    reply.setCookie(SESSION_COOKIE, sessionId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureFor(request),
      expires: expiresAt,
    });
  };

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.principal.kind === 'session') {
      const { user, session } = request.principal;
      await execute(
        request,
        userSessionsDecider,
        userSessionsStream(user.id),
        {
          type: 'SignOut',
          data: { userId: user.id, sessionHash: session.id, now: clock().toISOString() },
        },
        { appendOnly: true },
      );
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureFor(request) });
  };

  api.get(
    '/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['autenticación'],
        summary: 'Cerrar sesión y volver al inicio',
        description:
          'Solo al navegar a esta dirección desde el propio portal o escribiéndola (Sec-Fetch-Dest: document); pedida como imagen, marco o script responde 403, y desde otro sitio lleva al inicio; en ambos casos la sesión sigue abierta.',
        response: errorResponses(403),
      },
    },
    async (request, reply) => {
      if (!isTopLevelNavigation(request)) {
        return reply.status(403).header('cache-control', 'no-store').send({ message: LOGOUT_NOT_NAVIGATION });
      }
      // A person brought here by another site sees the home page, still signed in, rather than an error.
      if (comesFromAnotherSite(request)) return reply.redirect('/', 302);
      await logout(request, reply);
      return reply.redirect('/', 302);
    },
  );

  api.get(
    '/auth/user',
    {
      config: { access: 'public' },
      schema: {
        tags: ['autenticación'],
        summary: 'Usuario de la sesión actual',
        response: { 200: UserSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      if (request.principal.kind !== 'session') throw new DomainError('unauthenticated', 'No has iniciado sesión.');
      return userDto(request.principal.user);
    },
  );

  ownPasswordRoute(app, { deps, execute, clock }, throttle);
  twoStepRoutes(app, { deps, execute, clock }, { passwords: throttle, openSession });
  passwordResetRoutes(app, { deps, execute, clock }, throttle);
};
