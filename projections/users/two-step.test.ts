import { describe, expect, it } from 'vitest';
import { project, recordLog } from '../runner/testing.js';
import { usersProjection, type UserDocument } from './projection.js';
import { isTwoStepOn, mustEnrolTwoStep, twoStepOf } from './two-step.js';

const registered = {
  stream: 'user-u1',
  event: {
    type: 'UserRegistered',
    data: {
      userId: 'u1',
      email: 'ana@correo.co',
      firstName: 'Ana',
      profileImageUrl: null,
      role: 'asesor',
      passwordHash: 'h1',
      registeredAt: '2026-11-01T10:00:00.000Z',
    },
  },
};
const at = '2026-11-02T10:00:00.000Z';
const hashes = Array.from({ length: 10 }, (_, index) => `hash-${index}`);
const twoStep = (type: string, data: Record<string, unknown>) => ({
  stream: 'userTwoStep-u1',
  event: { type, data: { userId: 'u1', ...data } },
});
const started = twoStep('TwoStepEnrolmentStarted', { encryptedSecret: 'sellado', startedAt: at });
const enabled = twoStep('TwoStepEnabled', {
  encryptedSecret: 'sellado',
  recoveryCodeHashes: hashes,
  timeStep: 5,
  enabledAt: at,
});
const requiredBy = (required: boolean) =>
  twoStep('TwoStepRequirementChanged', { required, changedBy: 'u0', changedAt: at });

const accountAfter = async (...events: Array<ReturnType<typeof twoStep>>) =>
  (await project(usersProjection, recordLog([registered, ...events]))).get('u1') as UserDocument;

describe('users projection: two-step sign-in', () => {
  it('reads an account that never touched it as off and not required', async () => {
    const account = await accountAfter();
    expect(twoStepOf(account)).toEqual({
      required: false,
      encryptedSecret: null,
      pendingSecret: null,
      recoveryCodesLeft: 0,
    });
    expect(isTwoStepOn(account)).toBe(false);
  });

  it('keeps the started secret apart until a code confirms it, then counts the recovery codes left', async () => {
    expect(twoStepOf(await accountAfter(started))).toMatchObject({ pendingSecret: 'sellado', encryptedSecret: null });
    const on = await accountAfter(
      started,
      enabled,
      twoStep('TwoStepCodeUsed', { timeStep: 6, usedAt: at }),
      twoStep('TwoStepRecoveryCodeUsed', { recoveryCodeHash: 'hash-1', usedAt: at }),
    );
    expect(twoStepOf(on)).toMatchObject({ encryptedSecret: 'sellado', pendingSecret: null, recoveryCodesLeft: 9 });
    expect(isTwoStepOn(on)).toBe(true);
  });

  it('asks a person required to use it to enrol until it is on, and again after a reset', async () => {
    expect(mustEnrolTwoStep(await accountAfter(requiredBy(true)))).toBe(true);
    expect(mustEnrolTwoStep(await accountAfter(requiredBy(true), started))).toBe(true);
    expect(mustEnrolTwoStep(await accountAfter(requiredBy(true), started, enabled))).toBe(false);
    const reset = twoStep('TwoStepReset', { resetBy: 'u0', resetAt: at });
    const afterReset = await accountAfter(requiredBy(true), started, enabled, reset);
    expect(mustEnrolTwoStep(afterReset)).toBe(true);
    expect(twoStepOf(afterReset)).toMatchObject({ encryptedSecret: null, recoveryCodesLeft: 0 });
    expect(mustEnrolTwoStep(await accountAfter(requiredBy(true), requiredBy(false)))).toBe(false);
  });

  it('turns off when the person disables it', async () => {
    const off = await accountAfter(started, enabled, twoStep('TwoStepDisabled', { disabledAt: at }));
    expect(isTwoStepOn(off)).toBe(false);
  });
});
