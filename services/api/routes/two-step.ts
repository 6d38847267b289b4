import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { conflict, DomainError, forbidden, validationError } from '../../domain/shared/errors.js';
import { twoStepDecider } from '../../domain/two-step/decider.js';
import { userTwoStepStream } from '../../domain/two-step/events.js';
import {
  NO_ENROLMENT_STARTED,
  TWO_STEP_ALREADY_ON,
  TWO_STEP_NOT_ON,
  TWO_STEP_REQUIRED_BY_ADMIN,
  WRONG_CODE,
} from '../../domain/two-step/messages.js';
import { isActiveUser, type UserDocument } from '../../../projections/users/projection.js';
import { isTwoStepOn, twoStepOf } from '../../../projections/users/two-step.js';
import { verifyPassword } from '../auth/passwords.js';
import { brandOf } from '../auth/site-words.js';
import type { SecretBox } from '../auth/secrets.js';
import { userDto } from '../auth/session-user.js';
import { lockoutAnswer, SignInThrottle, type SignInAttempt } from '../auth/sign-in-throttle.js';
import {
  newEnrolment,
  newRecoveryCodes,
  readTwoStepTicket,
  recoveryCodeHash,
  timeStepOf,
  TWO_STEP_TICKET_MS,
  twoStepTicket,
} from '../auth/totp.js';
import type { RouteContext, ZodTypeProvider } from '../route-context.js';
import { UserSchema } from '../schemas/auth.js';
import { ErrorSchema, errorResponses } from '../schemas/common.js';
import {
  TWO_STEP_REQUIRED,
  TwoStepConfirmInput,
  TwoStepDisableInput,
  TwoStepEnabledSchema,
  TwoStepEnrolmentSchema,
  TwoStepEnrolmentStartInput,
  TwoStepSignInInput,
} from '../schemas/two-step.js';

const CODE_NEEDED = 'Escribe el código de 6 dígitos de tu aplicación de autenticación.';
const TICKET_EXPIRED = 'El inicio de sesión venció: vuelve a escribir tu correo y tu contraseña.';
const WRONG_PASSWORD = 'La contraseña no es correcta';
/** As the sign-in's coarse ceiling: the lockout after wrong codes is what stops guessing. */
const REQUESTS_PER_MINUTE = 30;

/** The password step's answer when the account has two-step on: no session, a ticket for the code. */
export function twoStepChallenge(box: SecretBox, user: UserDocument, now: Date) {
  const expiresAt = new Date(now.getTime() + TWO_STEP_TICKET_MS);
  return {
    message: CODE_NEEDED,
    code: TWO_STEP_REQUIRED,
    ticket: twoStepTicket(box, { userId: user.id, credentialsVersion: user.credentialsVersion ?? null, expiresAt }),
    expiresAt: expiresAt.toISOString(),
  } as const;
}

type OpenSession = (
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserDocument,
  credentialsVersion: string | null,
) => Promise<void>;

/** The signed-in person (`session` access admits sessions only). */
const sessionUser = (request: FastifyRequest) => {
  if (request.principal.kind !== 'session') throw new DomainError('forbidden', 'No has iniciado sesión.');
  return request.principal.user;
};

const wrongCode = () => validationError(WRONG_CODE, [{ path: 'code', message: WRONG_CODE }]);

/**
 * Two-step sign-in (TOTP): the second step of a sign-in, and the person's own enrolment and disabling. Wrong codes
 * lock out like wrong passwords, in a lockout of their own (`codes`): a right password at the first step must not
 * clear the failures of the second. Wrong passwords count in the sign-in's (`passwords`).
 */
export function twoStepRoutes(
  app: FastifyInstance,
  { deps, execute, clock }: Pick<RouteContext, 'deps' | 'execute' | 'clock'>,
  { passwords, openSession }: { passwords: SignInThrottle; openSession: OpenSession },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const codes = new SignInThrottle();
  const users = () => deps.readModels.collection<UserDocument>('users');
  const reread = async (user: UserDocument) => (await (await users()).get(user.id)) ?? user;
  const run = (request: FastifyRequest, userId: string, command: Parameters<typeof twoStepDecider.decide>[0]) =>
    execute(request, twoStepDecider, userTwoStepStream(userId), command);

  /**
   * Runs `check` under `throttle`'s lockout for this address and account: null when it is locked out (the caller
   * answers 429 with `lockoutAnswer`), else the wait is 0 and a check that throws stays counted as a failure.
   */
  const throttled = async <T>(
    throttle: SignInThrottle,
    attempt: SignInAttempt,
    check: () => Promise<T>,
  ): Promise<{ waitMs: number } | { value: T }> => {
    const startedAt = clock().getTime();
    const waitMs = throttle.retryAfterMs(attempt, startedAt);
    if (waitMs > 0) return { waitMs };
    throttle.attempting(attempt, startedAt);
    const value = await check();
    throttle.succeeded(attempt, startedAt);
    return { value };
  };
  const tooMany = (reply: FastifyReply, waitMs: number) => {
    const { retryAfter, message } = lockoutAnswer(waitMs);
    return reply.status(429).header('retry-after', retryAfter).send({ message });
  };

  api.post(
    '/login/two-step',
    {
      config: { access: 'public', rateLimit: { max: REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['autenticación'],
        summary: 'Segundo paso del inicio de sesión: el código de la aplicación o uno de recuperación',
        description:
          'Con el `ticket` que POST /api/login devolvió (401, `code: TWO_STEP_REQUIRED`) y `code` (6 dígitos) o `recoveryCode`. Abre la sesión (cookie) como POST /api/login. Un código ya usado no vuelve a servir, ni un código de recuperación usado; un ticket vencido (5 minutos) o de credenciales cambiadas responde 401. Tras varios códigos equivocados la dirección espera cada vez más (429 con Retry-After).',
        body: TwoStepSignInInput,
        response: { 200: UserSchema, ...errorResponses(400, 401, 409), 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { ticket, code, recoveryCode } = request.body;
      const pending = readTwoStepTicket(deps.secretBox, ticket, clock());
      if (!pending) throw new DomainError('unauthenticated', TICKET_EXPIRED);
      const attempt = { ip: request.ip, account: pending.userId };
      const outcome = await throttled(codes, attempt, async () => {
        const user = await (await users()).get(pending.userId);
        // A password changed, an account deactivated or a two-step reset since the password step: start again.
        if (
          !user ||
          !isActiveUser(user) ||
          (user.credentialsVersion ?? null) !== pending.credentialsVersion ||
          !isTwoStepOn(user)
        )
          throw new DomainError('unauthenticated', TICKET_EXPIRED);
        const now = clock();
        if (code !== undefined) {
          const timeStep = await timeStepOf(deps.secretBox.open(twoStepOf(user).encryptedSecret!), code, now);
          if (timeStep === null) throw wrongCode();
          await run(request, user.id, {
            type: 'UseTwoStepCode',
            data: { userId: user.id, timeStep, now: now.toISOString() },
          });
        } else {
          await run(request, user.id, {
            type: 'UseRecoveryCode',
            data: {
              userId: user.id,
              recoveryCodeHash: recoveryCodeHash(deps.secretBox, user.id, recoveryCode!),
              now: now.toISOString(),
            },
          });
        }
        return user;
      });
      if ('waitMs' in outcome) return tooMany(reply, outcome.waitMs);
      await openSession(request, reply, outcome.value, pending.credentialsVersion);
      return userDto(await reread(outcome.value));
    },
  );

  api.post(
    '/auth/two-step/enrolment',
    {
      config: { access: 'session', rateLimit: { max: REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['autenticación'],
        summary: 'Empezar a activar la verificación en dos pasos',
        description:
          'Con la contraseña actual. Genera un secreto nuevo (guardado cifrado) y responde el código QR para la aplicación de autenticación y el secreto para escribirlo a mano; nada cambia al iniciar sesión hasta confirmarlo con un código (POST /api/auth/two-step/enrolment/confirm). Empezar otra vez reemplaza el secreto anterior. 409 si ya está activada. Las contraseñas equivocadas cuentan como inicios de sesión fallidos (429 con Retry-After).',
        body: TwoStepEnrolmentStartInput,
        response: { 200: TwoStepEnrolmentSchema, ...errorResponses(400, 401, 403, 409), 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      if (isTwoStepOn(user)) throw conflict(TWO_STEP_ALREADY_ON);
      const outcome = await throttled(passwords, { ip: request.ip, account: user.id }, async () => {
        if (!(await verifyPassword(user.passwordHash, request.body.password)))
          throw validationError(WRONG_PASSWORD, [{ path: 'password', message: WRONG_PASSWORD }]);
      });
      if ('waitMs' in outcome) return tooMany(reply, outcome.waitMs);
      const enrolment = await newEnrolment(user.email, await brandOf(deps.readModels));
      await run(request, user.id, {
        type: 'StartTwoStepEnrolment',
        data: { userId: user.id, encryptedSecret: deps.secretBox.seal(enrolment.secret), now: clock().toISOString() },
      });
      return enrolment;
    },
  );

  api.post(
    '/auth/two-step/enrolment/confirm',
    {
      config: { access: 'session', rateLimit: { max: REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['autenticación'],
        summary: 'Confirmar la verificación en dos pasos con un código de la aplicación',
        description:
          'Un código del secreto de la activación en curso la enciende: desde entonces iniciar sesión pide un código. Responde los 10 códigos de recuperación de un solo uso, que no se vuelven a mostrar. 409 sin una activación en curso. Los códigos equivocados cuentan como los del inicio de sesión (429 con Retry-After).',
        body: TwoStepConfirmInput,
        response: { 200: TwoStepEnabledSchema, ...errorResponses(400, 401, 403, 409), 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const encryptedSecret = twoStepOf(user).pendingSecret;
      if (encryptedSecret === null) throw conflict(NO_ENROLMENT_STARTED);
      const now = clock();
      const outcome = await throttled(codes, { ip: request.ip, account: user.id }, async () => {
        const timeStep = await timeStepOf(deps.secretBox.open(encryptedSecret), request.body.code, now);
        if (timeStep === null) throw wrongCode();
        return timeStep;
      });
      if ('waitMs' in outcome) return tooMany(reply, outcome.waitMs);
      const recoveryCodes = newRecoveryCodes();
      await run(request, user.id, {
        type: 'ConfirmTwoStepEnrolment',
        data: {
          userId: user.id,
          encryptedSecret,
          timeStep: outcome.value,
          recoveryCodeHashes: recoveryCodes.map((one) => recoveryCodeHash(deps.secretBox, user.id, one)),
          now: now.toISOString(),
        },
      });
      return { recoveryCodes, user: userDto(await reread(user)) };
    },
  );

  api.post(
    '/auth/two-step/disable',
    {
      config: { access: 'session', rateLimit: { max: REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['autenticación'],
        summary: 'Desactivar la propia verificación en dos pasos',
        description:
          'Con un código actual de la aplicación (`code`) o la contraseña (`password`). 403 si un administrador la exige; 409 si no está activada. Los intentos equivocados cuentan como inicios de sesión fallidos (429 con Retry-After).',
        body: TwoStepDisableInput,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 409), 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { encryptedSecret, required } = twoStepOf(user);
      if (encryptedSecret === null) throw conflict(TWO_STEP_NOT_ON);
      // Said before any code or password is tried (the decider refuses it too): trying would tell nothing.
      if (required) throw forbidden(TWO_STEP_REQUIRED_BY_ADMIN);
      const { code, password } = request.body;
      const attempt = { ip: request.ip, account: user.id };
      const now = clock();
      const outcome =
        code !== undefined
          ? await throttled(codes, attempt, async () => {
              const timeStep = await timeStepOf(deps.secretBox.open(encryptedSecret), code, now);
              if (timeStep === null) throw wrongCode();
              return timeStep;
            })
          : await throttled(passwords, attempt, async () => {
              if (!(await verifyPassword(user.passwordHash, password!)))
                throw validationError(WRONG_PASSWORD, [{ path: 'password', message: WRONG_PASSWORD }]);
              return null;
            });
      if ('waitMs' in outcome) return tooMany(reply, outcome.waitMs);
      await run(request, user.id, {
        type: 'DisableTwoStep',
        data: { userId: user.id, timeStep: outcome.value, now: now.toISOString() },
      });
      return userDto(await reread(user));
    },
  );
}
