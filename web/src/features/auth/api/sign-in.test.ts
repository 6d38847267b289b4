import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecondStepError, signIn, signInSecondStep } from './sign-in';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
afterEach(() => vi.unstubAllGlobals());

const user = {
  id: 'u1',
  email: 'ana@portal.test',
  firstName: null,
  profileImageUrl: null,
  role: 'asesor',
  mustChangePassword: false,
  twoStep: { enabled: true, required: false, recoveryCodesLeft: 10 },
};

describe('signIn', () => {
  it('goes on to the second step when the password was right and the account asks for a code', async () => {
    answer(401, { message: 'Escribe el código…', code: 'TWO_STEP_REQUIRED', ticket: 't.1', expiresAt: 'x' });
    expect(await signIn({ email: 'ana@portal.test', password: 'clave' })).toEqual({ kind: 'two-step', ticket: 't.1' });
  });

  it('says a wrong password in the server’s words, and signs in without a second step', async () => {
    answer(401, { message: 'Correo o contraseña incorrectos.' });
    await expect(signIn({ email: 'ana@portal.test', password: 'mala' })).rejects.toThrow(
      'Correo o contraseña incorrectos.',
    );
    answer(200, user);
    expect(await signIn({ email: 'ana@portal.test', password: 'clave' })).toMatchObject({ kind: 'signed-in' });
  });
});

describe('signInSecondStep', () => {
  it('tells an expired ticket (back to the password) from a wrong code (try again)', async () => {
    answer(401, { message: 'El inicio de sesión venció: vuelve a escribir tu correo y tu contraseña.' });
    await expect(signInSecondStep({ ticket: 't', code: '123456' })).rejects.toMatchObject({ expired: true });
    answer(400, { message: 'El código no es correcto.' });
    const wrong = await signInSecondStep({ ticket: 't', code: '123456' }).catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(SecondStepError);
    expect(wrong).toMatchObject({ expired: false, message: 'El código no es correcto.' });
    answer(200, user);
    expect((await signInSecondStep({ ticket: 't', recoveryCode: 'abcde-fghij' })).twoStep.enabled).toBe(true);
  });
});
