import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/shared/errors.js';
import type { SessionDocument } from '../../../projections/sessions/projection.js';
import type { TokenDocument } from '../../../projections/tokens/projection.js';
import { sessionStillValid, type UserDocument } from '../../../projections/users/projection.js';
import { mustEnrolTwoStep } from '../../../projections/users/two-step.js';
import type { AppDeps } from '../context.js';
import { isAdmin, isStaff, mayManageTokens, mayManageUsers, type Access, type Principal } from './principal.js';
import { sha256Hex } from './secrets.js';

export const SESSION_COOKIE = 'sid';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the caller on every request and enforces each route's `access` (admin unless marked otherwise).
 * `onTokenUsed` lets the caller record token use without this module knowing about commands.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: AppDeps,
  clock: () => Date,
  onTokenUsed: (request: FastifyRequest, token: TokenDocument) => void,
): void {
  // Declared up front so every request object has the same shape; the onRequest hook sets it.
  app.decorateRequest('principal');

  const resolveBearer = async (header: string): Promise<Principal> => {
    const plain = header.slice('Bearer '.length).trim();
    const tokens = await deps.readModels.collection<TokenDocument>('tokens');
    const [token] = await tokens.find({ tokenHash: sha256Hex(plain) }, { limit: 1 });
    if (!token) return { kind: 'rejected-token', reason: 'Token de API inválido.' };
    if (!token.isActive) return { kind: 'rejected-token', reason: 'El token de API está desactivado.' };
    if (token.expiresAt && new Date(token.expiresAt) <= clock())
      return { kind: 'rejected-token', reason: 'El token de API expiró.' };
    return { kind: 'token', token };
  };

  const resolveSession = async (sessionId: string): Promise<Principal> => {
    const sessions = await deps.readModels.collection<SessionDocument>('sessions');
    const session = await sessions.get(sha256Hex(sessionId));
    if (!session || new Date(session.expiresAt) <= clock()) return { kind: 'anonymous' };
    const user = await (await deps.readModels.collection<UserDocument>('users')).get(session.userId);
    // A deactivation ends the user's sessions at once, and a reactivation does not bring them back.
    return user && sessionStillValid(user, session) ? { kind: 'session', user, session } : { kind: 'anonymous' };
  };

  // Access is decided in onRequest, before the body is parsed or validated: a caller without the right to
  // a route learns nothing about what it would have accepted.
  app.addHook('onRequest', async (request) => {
    const authorization = request.headers.authorization;
    const sessionId = request.cookies[SESSION_COOKIE];
    if (authorization?.startsWith('Bearer ')) request.principal = await resolveBearer(authorization);
    else if (sessionId) request.principal = await resolveSession(sessionId);
    else request.principal = { kind: 'anonymous' };

    const principal = request.principal;
    if (principal.kind === 'session' && !SAFE_METHODS.has(request.method)) assertSameOrigin(request);
    // The web app's files are public; under /api, anything not marked otherwise needs an admin.
    const isApi = request.routeOptions.url?.startsWith('/api/') ?? false;
    const access = request.routeOptions.config?.access ?? 'admin';
    if (request.is404 || !isApi || access === 'public') return;
    if (principal.kind === 'rejected-token') throw new DomainError('unauthenticated', principal.reason);
    if (principal.kind === 'anonymous')
      throw new DomainError(
        'unauthenticated',
        'Necesitas iniciar sesión como administrador o usar un token de API válido.',
      );
    if (access === 'session') {
      if (principal.kind !== 'session') throw new DomainError('forbidden', SESSION_ONLY);
      return;
    }
    // A password someone else chose (a reset, the demo's) opens nothing but the choice of one's own.
    if (principal.kind === 'session' && principal.user.mustChangePassword)
      throw new DomainError('forbidden', MUST_CHANGE_PASSWORD);
    if (principal.kind === 'session' && mustEnrolTwoStep(principal.user))
      throw new DomainError('forbidden', MUST_ENROL_TWO_STEP);
    assertAccess(principal, access);
    if (principal.kind === 'token') onTokenUsed(request, principal.token);
  });
}

/** Said to an asesor (or anyone else short of an admin) on what only an admin may do. */
const ADMIN_ONLY = 'Solo los administradores pueden realizar esta acción.';
const STAFF_ONLY = 'Solo los administradores y los asesores pueden realizar esta acción.';
const SESSION_ONLY = 'Esta acción requiere una sesión iniciada: un token de API no sirve para ella.';
export const MUST_CHANGE_PASSWORD = 'Antes de continuar debes elegir una contraseña nueva.';
export const MUST_ENROL_TWO_STEP =
  'Un administrador exige la verificación en dos pasos para tu cuenta: actívala antes de continuar.';

/** Whether an authenticated caller may call a route of this access (`session` and `public` are decided before). */
function assertAccess(principal: Principal, access: Exclude<Access, 'public' | 'session'>): void {
  if (access === 'staff') {
    if (!isStaff(principal)) throw new DomainError('forbidden', STAFF_ONLY);
    return;
  }
  if (!isAdmin(principal)) throw new DomainError('forbidden', ADMIN_ONLY);
  if (access === 'token-management' && !mayManageTokens(principal)) {
    throw new DomainError(
      'forbidden',
      'Gestionar tokens requiere una sesión de administrador o un token con permiso para gestionar tokens.',
    );
  }
  if (access === 'user-management' && !mayManageUsers(principal)) {
    throw new DomainError('forbidden', 'Gestionar usuarios requiere una sesión de administrador.');
  }
}

/**
 * Cookie-authenticated writes must come from our own pages. Browsers always send `Origin` on cross-site
 * writes (and `Sec-Fetch-Site`); a request with neither is not a browser's cross-site request.
 * `request.host` takes X-Forwarded-Host only from a trusted proxy: from anyone else the check would rest on a
 * header the caller chooses.
 */
function assertSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  const host = request.host;
  const sameOrigin = origin
    ? safeHost(origin) === host
    : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
  if (!sameOrigin) throw new DomainError('forbidden', 'Solicitud rechazada: proviene de otro sitio.');
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
