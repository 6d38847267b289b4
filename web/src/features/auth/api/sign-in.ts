import type { z } from 'zod';
import { TWO_STEP_REQUIRED, TwoStepChallengeSchema, UserSchema, type LoginInput } from '../../../lib/api-contract';

export type Credentials = z.input<typeof LoginInput>;
type User = z.infer<typeof UserSchema>;

/** Signed in, or the password was right and the account asks for its second step (the ticket carries it there). */
export type SignInOutcome = { kind: 'signed-in'; user: User } | { kind: 'two-step'; ticket: string };

const FAILED = 'No se pudo iniciar sesión. Inténtalo de nuevo.';

async function post(url: string, body: unknown) {
  return fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** POST /api/login: the signed-in person; the server's Spanish message is what the form shows on failure. */
export async function signIn(credentials: Credentials): Promise<SignInOutcome> {
  const response = await post('/api/login', credentials);
  if (response.ok) return { kind: 'signed-in', user: UserSchema.parse(await response.json()) };
  const parsed = TwoStepChallengeSchema.safeParse(await response.json().catch(() => null));
  const body = parsed.success ? parsed.data : null;
  if (body?.code === TWO_STEP_REQUIRED && body.ticket) return { kind: 'two-step', ticket: body.ticket };
  throw new Error(body?.message ?? FAILED);
}

/**
 * POST /api/login/two-step: the code of the person's authenticator app, or one of their recovery codes. An expired
 * ticket (401) means starting again from the password, which `expired` tells the form.
 */
export async function signInSecondStep(
  body: { ticket: string } & ({ code: string } | { recoveryCode: string }),
): Promise<User> {
  const response = await post('/api/login/two-step', body);
  if (response.ok) return UserSchema.parse(await response.json());
  const answer = (await response.json().catch(() => null)) as { message?: string } | null;
  throw new SecondStepError(answer?.message ?? FAILED, response.status === 401);
}

export class SecondStepError extends Error {
  constructor(
    message: string,
    /** The ticket is no longer good: the password is asked again. */
    readonly expired: boolean,
  ) {
    super(message);
  }
}
