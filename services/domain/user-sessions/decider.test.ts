import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { userSessionsDecider } from './decider.js';
import type { UserSessionsEvent } from './events.js';

const spec = deciderSpec(userSessionsDecider);
const userId = 'u1';
const now = '2025-03-01T10:00:00.000Z';
const expiresAt = '2025-03-08T10:00:00.000Z';
const signedIn = (sessionHash: string): UserSessionsEvent => ({
  type: 'UserSignedIn',
  data: { userId, sessionHash, expiresAt, signedInAt: now, credentialsVersion: 'e7' },
});

describe('SignIn', () => {
  it('opens a session under the credentials it was checked against, however many are open already', () => {
    spec
      .given([])
      .when({ type: 'SignIn', data: { userId, sessionHash: 's1', expiresAt, credentialsVersion: 'e7', now } })
      .then([signedIn('s1')]);
    spec
      .given([signedIn('s1')])
      .when({ type: 'SignIn', data: { userId, sessionHash: 's2', expiresAt, credentialsVersion: 'e7', now } })
      .then([signedIn('s2')]);
  });

  it('needs an expiry after now', () => {
    spec
      .given([])
      .when({ type: 'SignIn', data: { userId, sessionHash: 's1', expiresAt: now, credentialsVersion: null, now } })
      .thenThrows('validation', 'La sesión debe vencer después de iniciarse');
  });
});

describe('SignOut', () => {
  it('closes the session the caller resolved from the cookie', () => {
    spec
      .given([signedIn('s1')])
      .when({ type: 'SignOut', data: { userId, sessionHash: 's1', now } })
      .then([{ type: 'UserSignedOut', data: { userId, sessionHash: 's1', signedOutAt: now } }]);
  });
});
