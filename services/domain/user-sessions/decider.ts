import type { Decider } from '../shared/decider.js';
import { unreachable } from '../shared/unreachable.js';
import { FieldChecks, isBefore } from '../shared/validation.js';
import type { UserSessionsCommand } from './commands.js';
import type { UserSessionsEvent } from './events.js';

/**
 * A user's sessions log is handled without reading it (`appendOnly`): nothing here depends on earlier
 * sessions. The caller checks what does against read models, as for other cross-aggregate references:
 * sign-in, that the user exists (it has just verified the password); sign-out, that the session is open
 * (it has just resolved the cookie to it). A sign-out raced twice closes the same session twice, which
 * the sessions projection absorbs.
 */
export type UserSessionsState = { status: 'append-only' };

function decide(command: UserSessionsCommand, _state: UserSessionsState): UserSessionsEvent[] {
  switch (command.type) {
    case 'SignIn': {
      const { userId, sessionHash, expiresAt, credentialsVersion, now } = command.data;
      new FieldChecks()
        .check(isBefore(now, expiresAt), 'expiresAt', 'La sesión debe vencer después de iniciarse')
        .throwIfInvalid();
      return [{ type: 'UserSignedIn', data: { userId, sessionHash, expiresAt, signedInAt: now, credentialsVersion } }];
    }
    case 'SignOut': {
      const { userId, sessionHash, now } = command.data;
      return [{ type: 'UserSignedOut', data: { userId, sessionHash, signedOutAt: now } }];
    }
    default:
      return unreachable(command);
  }
}

function evolve(state: UserSessionsState, event: UserSessionsEvent): UserSessionsState {
  switch (event.type) {
    case 'UserSignedIn':
    case 'UserSignedOut':
      return state;
    default:
      return unreachable(event);
  }
}

export const userSessionsDecider: Decider<UserSessionsState, UserSessionsCommand, UserSessionsEvent> = {
  decide,
  evolve,
  initialState: () => ({ status: 'append-only' }),
};
