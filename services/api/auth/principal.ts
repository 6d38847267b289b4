import type { SessionDocument } from '../../../projections/sessions/projection.js';
import type { TokenDocument } from '../../../projections/tokens/projection.js';
import type { UserDocument } from '../../../projections/users/projection.js';
import { mustEnrolTwoStep } from '../../../projections/users/two-step.js';

/** Who is calling, as resolved from the session cookie or the bearer token. */
export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'session'; user: UserDocument; session: SessionDocument }
  | { kind: 'token'; token: TokenDocument }
  | { kind: 'rejected-token'; reason: string };

/**
 * The role a session works in; none while its password is one someone else chose (a reset, the demo's): until the
 * person chooses their own it may only do that (register-auth.ts), nor does it see what staff see on public pages.
 * Likewise while an admin requires two-step sign-in of the person and it is not on yet: the session may only enrol.
 */
const roleOf = (principal: Principal) =>
  principal.kind === 'session' && !principal.user.mustChangePassword && !mustEnrolTwoStep(principal.user)
    ? principal.user.role
    : undefined;

export const isAdmin = (principal: Principal) => principal.kind === 'token' || roleOf(principal) === 'admin';

/** The roles that enter the panel: an admin manages everything, an asesor works listings and leads. */
export const isStaffRole = (role: string) => role === 'admin' || role === 'asesor';

/**
 * The asesor's user id when an asesor's session calls, whose work is limited to what is assigned to them (their
 * listings, their leads); undefined for an admin, a token or anyone else.
 */
export const asesorOf = (principal: Principal): string | undefined =>
  principal.kind === 'session' && roleOf(principal) === 'asesor' ? principal.user.id : undefined;

/**
 * An admin's or an asesor's session, or an API token (tokens could always manage listings and leads): the agency's
 * people and integrations, who also see listings that are not published (drafts, paused, scheduled).
 */
export const isStaff = (principal: Principal) => {
  const role = roleOf(principal);
  return principal.kind === 'token' || (role !== undefined && isStaffRole(role));
};

/**
 * A token that can manage tokens could otherwise mint longer-lived ones or read every secret, so by default
 * tokens cannot: only an admin's session, or a token an admin explicitly gave the right.
 */
export const mayManageTokens = (principal: Principal) =>
  roleOf(principal) === 'admin' || (principal.kind === 'token' && principal.token.canManageTokens === true);

/**
 * Accounts are people's credentials: no token may create, promote or deactivate them, so a leaked token
 * cannot give itself a way in that outlives it.
 */
export const mayManageUsers = (principal: Principal) => roleOf(principal) === 'admin';

/** Goes into every event's metadata so the audit history says who did it. */
export function actorOf(principal: Principal): string {
  switch (principal.kind) {
    case 'session':
      return `user:${principal.user.id}`;
    case 'token':
      return `token:${principal.token.id}`;
    case 'anonymous':
    case 'rejected-token':
      return 'visitor';
    default: {
      const unexpected: never = principal;
      return String(unexpected);
    }
  }
}

/**
 * Routes say who may call them; anything not marked otherwise needs an admin (deny by default). `session`: any
 * signed-in person (what concerns their own account), `staff`: an admin or an asesor (see `isStaff`),
 * `token-management` an admin allowed to manage tokens (see `mayManageTokens`), `user-management` an admin's
 * session (see `mayManageUsers`).
 */
export type Access = 'public' | 'session' | 'staff' | 'admin' | 'token-management' | 'user-management';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal;
  }
}
