import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { passwordResetRequestId, userDecider, userIdFromEmail, userIdOfResetRequest } from './decider.js';
import type { UserEvent, UserRegistered } from './events.js';

const spec = deciderSpec(userDecider);
const email = 'ana@inmobiliaria.co';
const userId = userIdFromEmail(email);
const now = '2025-03-01T10:00:00.000Z';
const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId,
    email,
    firstName: 'Ana',
    profileImageUrl: null,
    role: 'user',
    passwordHash: hash,
    registeredAt: '2025-01-01T00:00:00.000Z',
  },
};
/** An operator at the console, with a second active admin around. */
const byOperator = { by: null, activeAdmins: 2 };
const adminId = userIdFromEmail('jefe@inmobiliaria.co');
const promoted: UserEvent = { type: 'UserRoleChanged', data: { userId, role: 'admin', changedAt: now } };
const deactivated: UserEvent = {
  type: 'UserDeactivated',
  data: { userId, deactivatedBy: adminId, deactivatedAt: '2025-02-01T00:00:00.000Z' },
};
const signedIn = (sessionHash: string, signedInAt: string, expiresAt: string): UserEvent => ({
  type: 'UserSignedIn',
  data: { userId, sessionHash, expiresAt, signedInAt },
});

describe('userIdFromEmail', () => {
  it('is 24 hex characters and ignores case and surrounding spaces', () => {
    expect(userId).toMatch(/^[0-9a-f]{24}$/);
    expect(userIdFromEmail('  ANA@Inmobiliaria.co ')).toBe(userId);
    expect(userIdFromEmail('otra@inmobiliaria.co')).not.toBe(userId);
  });
});

describe('RegisterUser', () => {
  const register = {
    userId,
    email: ' Ana@Inmobiliaria.co',
    firstName: 'Ana',
    profileImageUrl: null,
    role: 'user' as const,
    passwordHash: hash,
    now,
  };

  it('registers with the normalised e-mail', () => {
    spec
      .given([])
      .when({ type: 'RegisterUser', data: register })
      .then([{ type: 'UserRegistered', data: { ...registered.data, registeredAt: now, phone: null } }]);
  });

  it('registers an agent with a WhatsApp number, and one who must choose a password at the first sign-in', () => {
    spec
      .given([])
      .when({
        type: 'RegisterUser',
        data: { ...register, role: 'asesor', phone: '+57 300 123 4567', mustChangePassword: true },
      })
      .then([
        {
          type: 'UserRegistered',
          data: {
            ...registered.data,
            role: 'asesor',
            registeredAt: now,
            phone: '+57 300 123 4567',
            mustChangePassword: true,
          },
        },
      ]);
  });

  it('refuses a number with too few digits or with letters', () => {
    const error = spec
      .given([])
      .when({ type: 'RegisterUser', data: { ...register, phone: '300 123' } })
      .thenThrows('validation', 'El número debe tener al menos 10 dígitos');
    expect(error.errors).toEqual([{ path: 'phone', message: 'El número debe tener al menos 10 dígitos' }]);
    spec
      .given([])
      .when({ type: 'RegisterUser', data: { ...register, phone: '300 123 4567 ext' } })
      .thenThrows('validation', 'El número solo puede tener dígitos, espacios, +, guiones y paréntesis');
  });

  it('refuses an e-mail that already has an account', () => {
    spec
      .given([registered])
      .when({ type: 'RegisterUser', data: register })
      .thenThrows('conflict', 'Ya existe una cuenta con ese correo');
  });

  it('validates the e-mail and that the id comes from it', () => {
    const error = spec
      .given([])
      .when({ type: 'RegisterUser', data: { ...register, email: 'ana' } })
      .thenThrows('validation');
    expect(error.errors).toEqual([
      { path: 'email', message: 'Debe ser un email válido' },
      { path: 'userId', message: 'El identificador no corresponde al correo' },
    ]);
  });
});

describe('ChangeUserRole and ChangePassword', () => {
  it('changes the role, and records nothing for the same role', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeUserRole', data: { userId, role: 'admin', ...byOperator, now } })
      .then([{ type: 'UserRoleChanged', data: { userId, role: 'admin', changedAt: now } }]);
    spec
      .given([registered])
      .when({ type: 'ChangeUserRole', data: { userId, role: 'user', ...byOperator, now } })
      .then([]);
  });

  it('changes the password hash, saying which session stays open', () => {
    spec
      .given([registered])
      .when({ type: 'ChangePassword', data: { userId, passwordHash: `${hash}2`, keptSessionHash: 's1', now } })
      .then([
        { type: 'PasswordChanged', data: { userId, passwordHash: `${hash}2`, changedAt: now, keptSessionHash: 's1' } },
      ]);
  });

  it('changes the role to and from asesor', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeUserRole', data: { userId, role: 'asesor', ...byOperator, now } })
      .then([{ type: 'UserRoleChanged', data: { userId, role: 'asesor', changedAt: now } }]);
    spec
      .given([registered, { type: 'UserRoleChanged', data: { userId, role: 'asesor', changedAt: now } }])
      .when({ type: 'ChangeUserRole', data: { userId, role: 'user', ...byOperator, now } })
      .then([{ type: 'UserRoleChanged', data: { userId, role: 'user', changedAt: now } }]);
  });

  it('needs a registered user', () => {
    spec
      .given([])
      .when({ type: 'ChangeUserRole', data: { userId, role: 'admin', ...byOperator, now } })
      .thenThrows('not_found', 'Usuario no encontrado');
    spec
      .given([])
      .when({ type: 'ChangePassword', data: { userId, passwordHash: hash, keptSessionHash: null, now } })
      .thenThrows('not_found', 'Usuario no encontrado');
  });
});

describe('ResetPassword', () => {
  it('gives a one-time password, saying which admin did it', () => {
    spec
      .given([registered])
      .when({ type: 'ResetPassword', data: { userId, passwordHash: `${hash}3`, by: adminId, now } })
      .then([{ type: 'PasswordReset', data: { userId, passwordHash: `${hash}3`, resetBy: adminId, resetAt: now } }]);
  });

  it('is not how an admin changes their own password', () => {
    spec
      .given([registered, promoted])
      .when({ type: 'ResetPassword', data: { userId, passwordHash: `${hash}3`, by: userId, now } })
      .thenThrows('forbidden', 'No puedes restablecer tu propia contraseña: cámbiala con «Cambiar contraseña»');
  });

  it('needs a registered user', () => {
    spec
      .given([])
      .when({ type: 'ResetPassword', data: { userId, passwordHash: hash, by: adminId, now } })
      .thenThrows('not_found', 'Usuario no encontrado');
  });
});

describe('ChangeUserProfile', () => {
  const profile = { userId, firstName: 'Ana María', phone: '300 123 4567', now };

  it('changes the name and WhatsApp number, and records nothing when both stay', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeUserProfile', data: profile })
      .then([
        { type: 'UserProfileChanged', data: { userId, firstName: 'Ana María', phone: '300 123 4567', changedAt: now } },
      ]);
    spec
      .given([registered])
      .when({ type: 'ChangeUserProfile', data: { ...profile, firstName: 'Ana', phone: null } })
      .then([]);
    spec
      .given([registered, { type: 'UserProfileChanged', data: { ...profile, changedAt: now } }])
      .when({ type: 'ChangeUserProfile', data: { ...profile, phone: null } })
      .then([{ type: 'UserProfileChanged', data: { userId, firstName: 'Ana María', phone: null, changedAt: now } }]);
  });

  it('refuses a number with too few digits', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeUserProfile', data: { ...profile, phone: '12345' } })
      .thenThrows('validation', 'El número debe tener al menos 10 dígitos');
  });

  it('needs a registered user', () => {
    spec.given([]).when({ type: 'ChangeUserProfile', data: profile }).thenThrows('not_found', 'Usuario no encontrado');
  });
});

describe('DeactivateUser and ReactivateUser', () => {
  it('deactivates an active account and reactivates it, saying who and when', () => {
    spec
      .given([registered])
      .when({ type: 'DeactivateUser', data: { userId, by: adminId, activeAdmins: 1, now } })
      .then([{ type: 'UserDeactivated', data: { userId, deactivatedBy: adminId, deactivatedAt: now } }]);
    spec
      .given([registered, deactivated])
      .when({ type: 'ReactivateUser', data: { userId, by: null, now } })
      .then([{ type: 'UserReactivated', data: { userId, reactivatedBy: null, reactivatedAt: now } }]);
  });

  it('refuses to deactivate an inactive account or reactivate an active one', () => {
    spec
      .given([registered, deactivated])
      .when({ type: 'DeactivateUser', data: { userId, by: adminId, activeAdmins: 2, now } })
      .thenThrows('conflict', 'La cuenta ya está desactivada');
    spec
      .given([registered])
      .when({ type: 'ReactivateUser', data: { userId, by: adminId, now } })
      .thenThrows('conflict', 'La cuenta ya está activa');
  });

  it('does not let an admin deactivate their own account', () => {
    spec
      .given([registered, promoted])
      .when({ type: 'DeactivateUser', data: { userId, by: userId, activeAdmins: 3, now } })
      .thenThrows('forbidden', 'No puedes desactivar tu propia cuenta');
  });

  it('keeps the last active admin', () => {
    spec
      .given([registered, promoted])
      .when({ type: 'DeactivateUser', data: { userId, ...byOperator, activeAdmins: 1, now } })
      .thenThrows('conflict', 'No se puede desactivar al último administrador activo');
    spec
      .given([registered, promoted])
      .when({ type: 'DeactivateUser', data: { userId, ...byOperator, now } })
      .then([{ type: 'UserDeactivated', data: { userId, deactivatedBy: null, deactivatedAt: now } }]);
  });

  it('needs a registered user', () => {
    spec
      .given([])
      .when({ type: 'DeactivateUser', data: { userId, ...byOperator, now } })
      .thenThrows('not_found', 'Usuario no encontrado');
    spec
      .given([])
      .when({ type: 'ReactivateUser', data: { userId, by: null, now } })
      .thenThrows('not_found', 'Usuario no encontrado');
  });
});

describe('ChangeUserRole and the admins', () => {
  it('does not let an admin take the role from themselves', () => {
    spec
      .given([registered, promoted])
      .when({ type: 'ChangeUserRole', data: { userId, role: 'user', by: userId, activeAdmins: 3, now } })
      .thenThrows('forbidden', 'No puedes quitarte el rol de administrador');
  });

  it('keeps the last active admin an admin, but an inactive admin can lose the role', () => {
    spec
      .given([registered, promoted])
      .when({ type: 'ChangeUserRole', data: { userId, role: 'user', by: adminId, activeAdmins: 1, now } })
      .thenThrows('conflict', 'No se puede quitar el rol de administrador al último administrador activo');
    spec
      .given([registered, promoted, deactivated])
      .when({ type: 'ChangeUserRole', data: { userId, role: 'user', by: adminId, activeAdmins: 1, now } })
      .then([{ type: 'UserRoleChanged', data: { userId, role: 'user', changedAt: now } }]);
  });

  it('refuses an unknown role', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeUserRole', data: { userId, role: 'owner' as 'admin', ...byOperator, now } })
      .thenThrows('validation', 'El rol debe ser admin, asesor o user');
  });
});

describe('sessions recorded in the user stream before they got their own', () => {
  const signedOut: UserEvent = { type: 'UserSignedOut', data: { userId, sessionHash: 's1', signedOutAt: now } };

  it('are read without changing what the user decides', () => {
    const legacy = [registered, signedIn('s1', '2025-01-01T00:00:00.000Z', '2025-01-08T00:00:00.000Z'), signedOut];
    spec
      .given(legacy)
      .when({ type: 'ChangeUserRole', data: { userId, role: 'admin', ...byOperator, now } })
      .then([{ type: 'UserRoleChanged', data: { userId, role: 'admin', changedAt: now } }]);
    const state = legacy.reduce(userDecider.evolve, userDecider.initialState());
    expect(state).toEqual([registered].reduce(userDecider.evolve, userDecider.initialState()));
  });
});

describe('RequestPasswordReset and CompletePasswordReset', () => {
  const requestedAt = '2025-03-01T10:00:00.000Z';
  const first = passwordResetRequestId(userId, '0123456789abcdef0123456789abcdef');
  const second = passwordResetRequestId(userId, 'fedcba9876543210fedcba9876543210');
  const newHash = '$argon2id$v=19$m=19456,t=2,p=1$bnVldmE$aGFzaDI';
  const requested = (requestId: string, at = requestedAt): UserEvent => ({
    type: 'PasswordResetRequested',
    data: { userId, requestId, requestedAt: at, expiresAt: new Date(Date.parse(at) + 3_600_000).toISOString() },
  });
  const complete = (requestId: string, at: string) =>
    ({ type: 'CompletePasswordReset', data: { userId, requestId, passwordHash: newHash, now: at } }) as const;
  const completed = (requestId: string, at: string): UserEvent => ({
    type: 'PasswordResetCompleted',
    data: { userId, requestId, passwordHash: newHash, completedAt: at },
  });
  const expired = 'El enlace para restablecer la contraseña venció o ya se usó. Pide uno nuevo.';

  it('names its account in the request id', () => {
    expect(userIdOfResetRequest(first)).toBe(userId);
    expect(userIdOfResetRequest('no-es-una-solicitud')).toBeNull();
    expect(userIdOfResetRequest(`${userId}-corto`)).toBeNull();
  });

  it('records a request that lasts one hour', () => {
    spec
      .given([registered])
      .when({ type: 'RequestPasswordReset', data: { userId, requestId: first, now: requestedAt } })
      .then([requested(first)]);
  });

  it('refuses a request of a deactivated account, one for another account and one for nobody', () => {
    spec
      .given([registered, deactivated])
      .when({ type: 'RequestPasswordReset', data: { userId, requestId: first, now: requestedAt } })
      .thenThrows('forbidden');
    const other = passwordResetRequestId(adminId, '0123456789abcdef0123456789abcdef');
    spec
      .given([registered])
      .when({ type: 'RequestPasswordReset', data: { userId, requestId: other, now: requestedAt } })
      .thenThrows('validation');
    spec
      .given([])
      .when({ type: 'RequestPasswordReset', data: { userId, requestId: first, now: requestedAt } })
      .thenThrows('not_found');
  });

  it('sets the new password within the hour', () => {
    spec
      .given([registered, requested(first)])
      .when(complete(first, '2025-03-01T10:59:59.999Z'))
      .then([completed(first, '2025-03-01T10:59:59.999Z')]);
  });

  it('is gone at the end of the hour', () => {
    spec
      .given([registered, requested(first)])
      .when(complete(first, '2025-03-01T11:00:00.000Z'))
      .thenThrows('gone', expired);
  });

  it('is used once', () => {
    const at = '2025-03-01T10:10:00.000Z';
    spec
      .given([registered, requested(first), completed(first, at)])
      .when(complete(first, '2025-03-01T10:11:00.000Z'))
      .thenThrows('gone', expired);
  });

  it('is superseded by a newer request, which still opens', () => {
    const later = '2025-03-01T10:05:00.000Z';
    spec
      .given([registered, requested(first), requested(second, later)])
      .when(complete(first, '2025-03-01T10:06:00.000Z'))
      .thenThrows('gone', expired);
    spec
      .given([registered, requested(first), requested(second, later)])
      .when(complete(second, '2025-03-01T10:06:00.000Z'))
      .then([completed(second, '2025-03-01T10:06:00.000Z')]);
  });

  it('is closed by any other new password and by a deactivation', () => {
    const at = '2025-03-01T10:05:00.000Z';
    const changed: UserEvent = {
      type: 'PasswordChanged',
      data: { userId, passwordHash: newHash, changedAt: at, keptSessionHash: null },
    };
    const resetByAdmin: UserEvent = {
      type: 'PasswordReset',
      data: { userId, passwordHash: newHash, resetBy: adminId, resetAt: at },
    };
    const laterDeactivated: UserEvent = {
      type: 'UserDeactivated',
      data: { userId, deactivatedBy: adminId, deactivatedAt: at },
    };
    const reactivated: UserEvent = {
      type: 'UserReactivated',
      data: { userId, reactivatedBy: adminId, reactivatedAt: at },
    };
    for (const after of [[changed], [resetByAdmin], [laterDeactivated], [laterDeactivated, reactivated]]) {
      spec
        .given([registered, requested(first), ...after])
        .when(complete(first, '2025-03-01T10:06:00.000Z'))
        .thenThrows('gone', expired);
    }
  });

  it('never opened for a request that was not made', () => {
    spec.given([registered]).when(complete(first, requestedAt)).thenThrows('gone', expired);
  });
});

describe('invitations (RegisterUser with an invitation, InviteUser)', () => {
  const requestId = passwordResetRequestId(userId, '0123456789abcdef0123456789abcdef');
  const again = passwordResetRequestId(userId, 'fedcba9876543210fedcba9876543210');
  const week = (at: string) => new Date(Date.parse(at) + 7 * 24 * 3_600_000).toISOString();
  const invited = (id: string, at: string): UserEvent => ({
    type: 'UserInvited',
    data: { userId, requestId: id, invitedBy: adminId, invitedAt: at, expiresAt: week(at) },
  });
  const { registeredAt: _registeredAt, ...fields } = registered.data;
  const register = { ...fields, now, invitation: { requestId, invitedBy: adminId } };

  it('registers and invites in one decision, with a link that opens for a week', () => {
    spec
      .given([])
      .when({ type: 'RegisterUser', data: register })
      .then([
        { type: 'UserRegistered', data: { ...registered.data, registeredAt: now, phone: null } },
        invited(requestId, now),
      ]);
  });

  it('refuses an invitation whose request names another account', () => {
    const other = passwordResetRequestId(userIdFromEmail('otra@inmobiliaria.co'), '0123456789abcdef0123456789abcdef');
    spec
      .given([])
      .when({ type: 'RegisterUser', data: { ...register, invitation: { requestId: other, invitedBy: adminId } } })
      .thenThrows('validation');
  });

  it('invites again while no password was chosen; the new link supersedes the old one', () => {
    spec
      .given([registered, invited(requestId, now)])
      .when({ type: 'InviteUser', data: { userId, requestId: again, by: adminId, now } })
      .then([invited(again, now)]);
    spec
      .given([registered, invited(requestId, now), invited(again, now)])
      .when({ type: 'CompletePasswordReset', data: { userId, requestId, passwordHash: hash, now } })
      .thenThrows('gone');
  });

  it('does not invite a person who chose a password, nor a deactivated account', () => {
    const chose: UserEvent = {
      type: 'PasswordResetCompleted',
      data: { userId, requestId, passwordHash: hash, completedAt: now },
    };
    spec
      .given([registered, invited(requestId, now), chose])
      .when({ type: 'InviteUser', data: { userId, requestId: again, by: adminId, now } })
      .thenThrows(
        'conflict',
        'Esta persona ya eligió su contraseña: si la olvidó, puede pedir un enlace en «¿Olvidaste tu contraseña?».',
      );
    spec
      .given([registered, invited(requestId, now), deactivated])
      .when({ type: 'InviteUser', data: { userId, requestId: again, by: adminId, now } })
      .thenThrows('forbidden');
  });
});
