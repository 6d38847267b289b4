import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { twoStepDecider } from './decider.js';
import type { TwoStepEvent } from './events.js';
import {
  CANNOT_RESET_OWN_TWO_STEP,
  CODE_ALREADY_USED,
  NO_ENROLMENT_STARTED,
  NOTHING_TO_RESET,
  RECOVERY_CODES_COUNT,
  TWO_STEP_ALREADY_ON,
  TWO_STEP_NOT_ON,
  TWO_STEP_REQUIRED_BY_ADMIN,
  WRONG_RECOVERY_CODE,
} from './messages.js';

const spec = deciderSpec(twoStepDecider);
const userId = 'u1';
const now = '2026-11-22T12:00:00.000Z';
const hashes = Array.from({ length: 10 }, (_, index) => `hash-${index}`);

const started = (encryptedSecret = 'sellado-1'): TwoStepEvent => ({
  type: 'TwoStepEnrolmentStarted',
  data: { userId, encryptedSecret, startedAt: now },
});
const enabled = (timeStep = 100): TwoStepEvent => ({
  type: 'TwoStepEnabled',
  data: { userId, encryptedSecret: 'sellado-1', recoveryCodeHashes: hashes, timeStep, enabledAt: now },
});
const required = (value = true): TwoStepEvent => ({
  type: 'TwoStepRequirementChanged',
  data: { userId, required: value, changedBy: 'admin', changedAt: now },
});
const confirm = (encryptedSecret = 'sellado-1', recoveryCodeHashes = hashes) =>
  ({
    type: 'ConfirmTwoStepEnrolment',
    data: { userId, encryptedSecret, timeStep: 100, recoveryCodeHashes, now },
  }) as const;

describe('enrolment', () => {
  it('starts with a sealed secret, again as often as asked, but not while two-step is on', () => {
    const start = { type: 'StartTwoStepEnrolment', data: { userId, encryptedSecret: 'sellado-2', now } } as const;
    spec
      .given([])
      .when(start)
      .then([started('sellado-2')]);
    spec
      .given([started()])
      .when(start)
      .then([started('sellado-2')]);
    spec.given([started(), enabled()]).when(start).thenThrows('conflict', TWO_STEP_ALREADY_ON);
  });

  it('is confirmed by a code of the started secret, with ten distinct recovery codes', () => {
    spec.given([started()]).when(confirm()).then([enabled()]);
  });

  it('is not confirmed by a code of a secret another enrolment replaced, nor without one started', () => {
    spec
      .given([started(), started('sellado-2')])
      .when(confirm())
      .thenThrows('conflict', NO_ENROLMENT_STARTED);
    spec.given([]).when(confirm()).thenThrows('conflict', NO_ENROLMENT_STARTED);
    spec.given([started(), enabled()]).when(confirm()).thenThrows('conflict', TWO_STEP_ALREADY_ON);
  });

  it('needs ten distinct recovery codes', () => {
    spec
      .given([started()])
      .when(confirm('sellado-1', hashes.slice(1)))
      .thenThrows('validation', RECOVERY_CODES_COUNT);
    spec
      .given([started()])
      .when(confirm('sellado-1', [...hashes.slice(1), 'hash-1']))
      .thenThrows('validation', RECOVERY_CODES_COUNT);
  });
});

describe('UseTwoStepCode', () => {
  const use = (timeStep: number) => ({ type: 'UseTwoStepCode', data: { userId, timeStep, now } }) as const;

  it('spends a later step once', () => {
    spec
      .given([started(), enabled(100)])
      .when(use(101))
      .then([{ type: 'TwoStepCodeUsed', data: { userId, timeStep: 101, usedAt: now } }]);
  });

  it('refuses a step already spent, or one before it (a replayed code)', () => {
    const used: TwoStepEvent = { type: 'TwoStepCodeUsed', data: { userId, timeStep: 102, usedAt: now } };
    spec
      .given([started(), enabled(100), used])
      .when(use(102))
      .thenThrows('validation', CODE_ALREADY_USED);
    spec
      .given([started(), enabled(100), used])
      .when(use(101))
      .thenThrows('validation', CODE_ALREADY_USED);
    // The code that confirmed the enrolment is spent too.
    spec
      .given([started(), enabled(100)])
      .when(use(100))
      .thenThrows('validation', CODE_ALREADY_USED);
  });

  it('refuses a code while two-step is off', () => {
    spec.given([]).when(use(1)).thenThrows('conflict', TWO_STEP_NOT_ON);
  });
});

describe('UseRecoveryCode', () => {
  const use = (recoveryCodeHash: string) =>
    ({ type: 'UseRecoveryCode', data: { userId, recoveryCodeHash, now } }) as const;
  const usedOnce: TwoStepEvent = {
    type: 'TwoStepRecoveryCodeUsed',
    data: { userId, recoveryCodeHash: 'hash-3', usedAt: now },
  };

  it('spends one of the codes handed out, never twice', () => {
    spec.given([started(), enabled()]).when(use('hash-3')).then([usedOnce]);
    spec.given([started(), enabled(), usedOnce]).when(use('hash-3')).thenThrows('validation', WRONG_RECOVERY_CODE);
    spec
      .given([started(), enabled(), usedOnce])
      .when(use('hash-4'))
      .then([{ ...usedOnce, data: { ...usedOnce.data, recoveryCodeHash: 'hash-4' } }]);
  });

  it('refuses a code that was never handed out, or of an enrolment reset since', () => {
    spec.given([started(), enabled()]).when(use('otro')).thenThrows('validation', WRONG_RECOVERY_CODE);
    const reset: TwoStepEvent = { type: 'TwoStepReset', data: { userId, resetBy: 'admin', resetAt: now } };
    spec.given([started(), enabled(), reset]).when(use('hash-3')).thenThrows('conflict', TWO_STEP_NOT_ON);
  });
});

describe('DisableTwoStep', () => {
  const disable = (timeStep: number | null) => ({ type: 'DisableTwoStep', data: { userId, timeStep, now } }) as const;
  const disabled: TwoStepEvent = { type: 'TwoStepDisabled', data: { userId, disabledAt: now } };

  it('turns it off, proved by the password or by a code not spent yet', () => {
    spec
      .given([started(), enabled(100)])
      .when(disable(null))
      .then([disabled]);
    spec
      .given([started(), enabled(100)])
      .when(disable(101))
      .then([disabled]);
    spec
      .given([started(), enabled(100)])
      .when(disable(100))
      .thenThrows('validation', CODE_ALREADY_USED);
  });

  it('is refused while an admin requires two-step, and when it is off', () => {
    spec
      .given([required(), started(), enabled()])
      .when(disable(null))
      .thenThrows('forbidden', TWO_STEP_REQUIRED_BY_ADMIN);
    spec.given([started(), enabled(), disabled]).when(disable(null)).thenThrows('conflict', TWO_STEP_NOT_ON);
  });
});

describe('RequireTwoStep', () => {
  const requireIt = (value: boolean) =>
    ({ type: 'RequireTwoStep', data: { userId, required: value, by: 'admin', now } }) as const;

  it('records a change of requirement, and nothing when it is already so', () => {
    spec
      .given([])
      .when(requireIt(true))
      .then([required(true)]);
    spec.given([required()]).when(requireIt(true)).then([]);
    spec
      .given([required()])
      .when(requireIt(false))
      .then([required(false)]);
    spec.given([]).when(requireIt(false)).then([]);
  });
});

describe('ResetTwoStep', () => {
  const reset = (by: string | null) => ({ type: 'ResetTwoStep', data: { userId, by, now } }) as const;
  const wasReset: TwoStepEvent = { type: 'TwoStepReset', data: { userId, resetBy: 'admin', resetAt: now } };

  it('clears an enrolment, done or started, for someone else', () => {
    spec.given([started(), enabled()]).when(reset('admin')).then([wasReset]);
    spec.given([started()]).when(reset('admin')).then([wasReset]);
  });

  it('keeps the requirement: the person enrols again', () => {
    const enrolAgain = { type: 'StartTwoStepEnrolment', data: { userId, encryptedSecret: 'sellado-2', now } } as const;
    spec
      .given([required(), started(), enabled(), wasReset])
      .when(enrolAgain)
      .then([started('sellado-2')]);
    spec
      .given([required(), started(), enabled(), wasReset, started('sellado-2')])
      .when({ type: 'DisableTwoStep', data: { userId, timeStep: null, now } })
      .thenThrows('conflict', TWO_STEP_NOT_ON);
  });

  it('is refused on one’s own account, and when there is nothing to clear', () => {
    spec.given([started(), enabled()]).when(reset(userId)).thenThrows('forbidden', CANNOT_RESET_OWN_TWO_STEP);
    spec.given([required()]).when(reset('admin')).thenThrows('conflict', NOTHING_TO_RESET);
  });
});
