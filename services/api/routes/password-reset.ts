import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DomainError, gone, validationError } from '../../domain/shared/errors.js';
import {
  passwordResetRequestId,
  userDecider,
  userIdFromEmail,
  userIdOfResetRequest,
} from '../../domain/user/decider.js';
import { userStream } from '../../domain/user/events.js';
import { RESET_LINK_EXPIRED } from '../../domain/user/messages.js';
import { isActiveUser, type UserDocument } from '../../../projections/users/projection.js';
import { passwordWeakness } from '../auth/password-strength.js';
import { currentSiteWords } from '../auth/site-words.js';
import { hashPassword } from '../auth/passwords.js';
import { PASSWORD_RESET_LINK } from '../auth/password-reset-link.js';
import { SignedLinks } from '../auth/signed-links.js';
import type { SignInThrottle } from '../auth/sign-in-throttle.js';
import type { RouteContext, ZodTypeProvider } from '../route-context.js';
import { HOUR_MS, recipientWindowFull, tooManyAnswer, waitText } from './mail-limits.js';
import { ErrorSchema, errorResponses } from '../schemas/common.js';
import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_REQUESTED,
  PasswordResetAnswerSchema,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
  RESET_LINK_INVALID,
} from '../schemas/password-reset.js';

/** Links one account may be sent in an hour: enough for a lost mail or two, too few to flood a mailbox. */
export const RESET_LINKS_PER_ACCOUNT_PER_HOUR = 5;
/** Requests one client may make in an hour, over every address (several people may share one client address). */
export const RESET_REQUESTS_PER_CLIENT_PER_HOUR = 20;
/**
 * No answer to a request leaves sooner than this after it came: an address with an account costs an append that one
 * without does not (about 20 against 12 ms, 130 against 18 on a loaded machine), which would tell who has an account.
 * Well above what that append takes, well below what a person notices after pressing «Enviar enlace».
 */
const RESET_ANSWER_MS = 300;

const TOO_MANY_LINKS = (wait: string) =>
  `Se pidieron demasiados enlaces para restablecer la contraseña. Espera ${wait} antes de pedir otro.`;

const tooMany = (reply: FastifyReply, resetAt: number, now: number) =>
  tooManyAnswer(reply, resetAt, now, TOO_MANY_LINKS(waitText(resetAt - now)));

/**
 * "¿Olvidaste tu contraseña?" (issue §6): a request mails a link to the account's address (the outbox, through
 * reactors/outbox/password-reset-mail.ts, from the PasswordResetRequested event), and the link's page sets a new
 * password with it, once, within the hour; doing so ends every session of the account.
 */
export function passwordResetRoutes(
  app: FastifyInstance,
  { deps, execute, clock }: Pick<RouteContext, 'deps' | 'execute' | 'clock'>,
  throttle: SignInThrottle,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const links = new SignedLinks(deps.secretBox);
  const users = () => deps.readModels.collection<UserDocument>('users');

  api.post(
    '/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['autenticación'],
        summary: 'Pedir un enlace para restablecer la contraseña',
        description: `Envía al correo, si tiene una cuenta activa, un enlace que vale una hora y una sola vez (solo el más reciente). La respuesta es siempre 202 con el mismo mensaje, exista o no la cuenta. Límites: ${RESET_LINKS_PER_ACCOUNT_PER_HOUR} por correo y ${RESET_REQUESTS_PER_CLIENT_PER_HOUR} por cliente cada hora (429 con Retry-After).`,
        body: PasswordResetRequestInput,
        response: { 202: PasswordResetAnswerSchema, ...errorResponses(400), 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      const answerInTime = async () => sleep(Math.max(0, started + RESET_ANSWER_MS - performance.now()));
      const userId = userIdFromEmail(request.body.email);
      const now = clock().getTime();
      // Counted for any address, with or without an account: the limit tells nothing either.
      const client = await deps.sharedWindows.hit(`password-reset:client:${request.ip}`, HOUR_MS, now);
      if (client.count > RESET_REQUESTS_PER_CLIENT_PER_HOUR) return tooMany(reply, client.resetAt, now);
      const account = await deps.sharedWindows.hit(`password-reset:account:${userId}`, HOUR_MS, now);
      if (account.count > RESET_LINKS_PER_ACCOUNT_PER_HOUR) return tooMany(reply, account.resetAt, now);
      // The address's allowance over every public form (contact, alerts): a mailbox is flooded the same either way.
      const recipient = await recipientWindowFull(deps.sharedWindows, request.body.email, now);
      if (recipient) return tooMany(reply, recipient.resetAt, now);

      // Every address goes the same way, reading its stream: the decider refuses one without an account, or with
      // a deactivated one, and only the append is left to tell them apart. Nobody reads the request back, so
      // nothing waits for the read models.
      try {
        await execute(
          request,
          userDecider,
          userStream(userId),
          {
            type: 'RequestPasswordReset',
            data: {
              userId,
              requestId: passwordResetRequestId(userId, randomBytes(16).toString('hex')),
              now: clock().toISOString(),
            },
          },
          { waitForProjections: false },
        );
      } catch (error) {
        if (!(error instanceof DomainError && (error.kind === 'not_found' || error.kind === 'forbidden'))) throw error;
      }
      await answerInTime();
      return reply.status(202).send({ message: PASSWORD_RESET_REQUESTED });
    },
  );

  api.post(
    '/password-reset/confirm',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['autenticación'],
        summary: 'Elegir una contraseña nueva con el enlace recibido por correo',
        description:
          'Con el `token` del enlace (el parámetro `token` de la página /restablecer-contrasena) y la contraseña nueva, de al menos 12 caracteres y difícil de adivinar (si no, 400 con el motivo en password). Cierra todas las sesiones de la cuenta. Un enlace alterado responde 400; uno vencido (pasada una hora), ya usado o reemplazado por otro más reciente, 410.',
        body: PasswordResetConfirmInput,
        response: { 200: PasswordResetAnswerSchema, ...errorResponses(400, 410), 429: ErrorSchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const requestId = links.verify(PASSWORD_RESET_LINK, token);
      const userId = requestId === null ? null : userIdOfResetRequest(requestId);
      if (requestId === null || userId === null) {
        throw validationError(RESET_LINK_INVALID, [{ path: 'token', message: RESET_LINK_INVALID }]);
      }
      // Said before the password's strength: there is no use choosing one for a link that no longer opens. The
      // decider decides it again on the stream, where two uses at once cannot both pass.
      const user = await (await users()).get(userId);
      const pending = user?.pendingPasswordReset;
      if (
        !user ||
        !isActiveUser(user) ||
        pending?.requestId !== requestId ||
        clock().getTime() >= Date.parse(pending.expiresAt)
      ) {
        throw gone(RESET_LINK_EXPIRED);
      }
      const weakness = passwordWeakness(
        password,
        [user.email, user.firstName],
        await currentSiteWords(deps.readModels, deps.publicUrl, clock()),
      );
      if (weakness) throw validationError(weakness, [{ path: 'password', message: weakness }]);
      try {
        await execute(request, userDecider, userStream(userId), {
          type: 'CompletePasswordReset',
          data: { userId, requestId, passwordHash: await hashPassword(password), now: clock().toISOString() },
        });
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'not_found') throw gone(RESET_LINK_EXPIRED);
        throw error;
      }
      if (deps.demoAdmin?.email === user.email) deps.demoAdmin.passwordChosen();
      // Opening the link proved the mailbox is theirs: wrong guesses before (why they asked) no longer lock them out.
      throttle.recovered({ ip: request.ip, account: userId }, clock().getTime());
      return { message: PASSWORD_RESET_DONE };
    },
  );
}
