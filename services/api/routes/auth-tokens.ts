import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../domain/shared/errors.js';
import type { TokenManager } from '../../domain/token/commands.js';
import { TOKEN_NOT_FOUND, tokenDecider } from '../../domain/token/decider.js';
import { tokenStream } from '../../domain/token/events.js';
import { tokenUsageDecider } from '../../domain/token-usage/decider.js';
import { tokenUsageStream } from '../../domain/token-usage/events.js';
import type { TokenDocument } from '../../../projections/tokens/projection.js';
import type { Principal } from '../auth/principal.js';
import { randomSecret, sha256Hex } from '../auth/secrets.js';
import type { RouteContext, RoutePlugin, ZodTypeProvider } from '../route-context.js';
import { errorResponses, IdParams } from '../schemas/common.js';
import { TokenCreateInput, TokenSchema, TokenUpdateInput, TokenWithSecretSchema } from '../schemas/auth-token.js';

const USE_RECORD_INTERVAL_MS = 60_000;

/**
 * `lastUsedAt` is an event, so it is written at most once a minute per token (SPEC: "Último Uso"),
 * without delaying the request that used the token. The throttle reads the read model, then a window in
 * SharedWindows that every replica on the same store shares (the first use of its minute records it),
 * never the token's streams; the use goes to its own append-only stream.
 */
export function recordTokenUse(
  { deps, execute, clock }: RouteContext,
  request: FastifyRequest,
  token: TokenDocument,
): void {
  const now = clock();
  // Recorded this minute, as the read model already shows: no need to ask the shared store.
  if (token.lastUsedAt && now.getTime() - Date.parse(token.lastUsedAt) < USE_RECORD_INTERVAL_MS) return;
  deps.sharedWindows
    .hit(`token-use:${token.id}`, USE_RECORD_INTERVAL_MS, now.getTime())
    .then(({ count }) =>
      count === 1
        ? execute(
            request,
            tokenUsageDecider,
            tokenUsageStream(token.id),
            { type: 'RecordTokenUse', data: { tokenId: token.id, now: now.toISOString() } },
            { appendOnly: true, waitForProjections: false },
          )
        : undefined,
    )
    .catch((error: unknown) => request.log.warn({ err: error }, 'could not record token use'));
}

/** The caller as the token rules see it; the route's access already admitted only these two. */
function managerOf(principal: Principal): TokenManager {
  return principal.kind === 'token'
    ? { kind: 'token', tokenId: principal.token.id, expiresAt: principal.token.expiresAt }
    : { kind: 'admin' };
}

/** Every route here needs an admin session or a token an admin allowed to manage tokens (`access: 'token-management'`). */
export const authTokenRoutes: RoutePlugin = async (app, { deps, execute, clock }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = () => deps.readModels.collection<TokenDocument>('tokens');
  const secretOf = (doc: TokenDocument) => deps.secretBox.open(doc.encryptedToken);
  const toDto = (doc: TokenDocument) => ({
    id: doc.id,
    name: doc.name,
    description: doc.description,
    tokenLast4: secretOf(doc).slice(-4),
    canManageTokens: doc.canManageTokens ?? false,
    isActive: doc.isActive,
    isExpired: doc.expiresAt !== null && new Date(doc.expiresAt) <= clock(),
    expiresAt: doc.expiresAt,
    lastUsedAt: doc.lastUsedAt,
    createdAt: doc.createdAt,
  });
  const find = async (id: string) => {
    const doc = await (await collection()).get(id);
    if (!doc) throw notFound(TOKEN_NOT_FOUND);
    return doc;
  };
  const withSecret = (doc: TokenDocument) => ({ ...toDto(doc), token: secretOf(doc) });

  api.get(
    '/auth-tokens',
    {
      config: { access: 'token-management' },
      schema: {
        tags: ['tokens de API'],
        summary: 'Tokens de API, los más recientes primero (sin el secreto)',
        response: { 200: z.array(TokenSchema), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const tokens = await (await collection()).find({}, { sort: [['createdAt', -1]] });
      return tokens.map(toDto);
    },
  );

  api.post(
    '/auth-tokens',
    {
      config: { access: 'token-management' },
      schema: {
        tags: ['tokens de API'],
        summary: 'Crear un token (activo); la respuesta trae el secreto',
        description:
          'Un token con permiso para gestionar tokens solo crea tokens que venzan a más tardar cuando él, y sin ese permiso.',
        body: TokenCreateInput,
        response: { 201: TokenWithSecretSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const tokenId = randomUUID();
      const plain = randomSecret('pit_');
      await execute(request, tokenDecider, tokenStream(tokenId), {
        type: 'IssueToken',
        data: {
          tokenId,
          name: request.body.name,
          description: request.body.description ?? null,
          tokenHash: sha256Hex(plain),
          encryptedToken: deps.secretBox.seal(plain),
          expiresAt: request.body.expiresAt ? new Date(request.body.expiresAt).toISOString() : null,
          canManageTokens: request.body.canManageTokens,
          issuer: managerOf(request.principal),
          now: clock().toISOString(),
        },
      });
      return reply.status(201).send(withSecret(await find(tokenId)));
    },
  );

  api.post(
    '/auth-tokens/:id/reveal',
    {
      config: { access: 'token-management' },
      schema: {
        tags: ['tokens de API'],
        summary: 'Revelar el secreto de un token (queda en la auditoría)',
        description:
          'Un token con permiso para gestionar tokens solo revela tokens que venzan a más tardar cuando él y no gestionen tokens.',
        params: IdParams,
        response: { 200: TokenWithSecretSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const doc = await find(request.params.id);
      await execute(request, tokenDecider, tokenStream(doc.id), {
        type: 'RevealToken',
        data: { tokenId: doc.id, revealer: managerOf(request.principal), now: clock().toISOString() },
      });
      return withSecret(doc);
    },
  );

  api.put(
    '/auth-tokens/:id',
    {
      config: { access: 'token-management' },
      schema: {
        tags: ['tokens de API'],
        summary: 'Activar o desactivar un token',
        description:
          'Solo una sesión de administrador reactiva un token; un token con permiso para gestionar tokens solo desactiva tokens que venzan a más tardar cuando él.',
        params: IdParams,
        body: TokenUpdateInput,
        response: { 200: TokenSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = { tokenId: id, manager: managerOf(request.principal), now: clock().toISOString() };
      const command = request.body.isActive
        ? { type: 'ActivateToken' as const, data }
        : { type: 'DeactivateToken' as const, data };
      await execute(request, tokenDecider, tokenStream(id), command);
      return toDto(await find(id));
    },
  );

  api.delete(
    '/auth-tokens/:id',
    {
      config: { access: 'token-management' },
      schema: {
        tags: ['tokens de API'],
        summary: 'Eliminar un token',
        description:
          'Un token con permiso para gestionar tokens solo elimina tokens que venzan a más tardar cuando él.',
        params: IdParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await execute(request, tokenDecider, tokenStream(request.params.id), {
        type: 'DeleteToken',
        data: { tokenId: request.params.id, manager: managerOf(request.principal), now: clock().toISOString() },
      });
      return reply.status(204).send(null);
    },
  );
};
