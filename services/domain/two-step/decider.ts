import type { Decider } from '../shared/decider.js';
import { conflict, DomainError, forbidden, validationError } from '../shared/errors.js';
import { unreachable } from '../shared/unreachable.js';
import type { TwoStepCommand } from './commands.js';
import { RECOVERY_CODE_COUNT, type TwoStepEvent } from './events.js';
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

export interface TwoStepState {
  /** Required by an admin: the person may not turn it off, and must enrol before anything else. */
  required: boolean;
  /** The started enrolment's sealed secret, until a code confirms it or another enrolment replaces it. */
  pendingSecret: string | null;
  /** On: the sealed secret sign-ins are checked against, the recovery codes left, and the last step spent. */
  enabled: { encryptedSecret: string; recoveryCodeHashes: string[]; lastTimeStep: number } | null;
}

const codeError = (message: string) => validationError(message, [{ path: 'code', message }]);

/** A step at or before the last one spent is a code seen already (replayed, or older than one that was used). */
function spendStep(state: TwoStepState, timeStep: number) {
  if (!state.enabled) throw conflict(TWO_STEP_NOT_ON);
  if (timeStep <= state.enabled.lastTimeStep) throw codeError(CODE_ALREADY_USED);
}

function decide(command: TwoStepCommand, state: TwoStepState): TwoStepEvent[] {
  const { userId, now } = command.data;
  switch (command.type) {
    case 'StartTwoStepEnrolment':
      if (state.enabled) throw conflict(TWO_STEP_ALREADY_ON);
      return [
        {
          type: 'TwoStepEnrolmentStarted',
          data: { userId, encryptedSecret: command.data.encryptedSecret, startedAt: now },
        },
      ];
    case 'ConfirmTwoStepEnrolment': {
      const { encryptedSecret, timeStep, recoveryCodeHashes } = command.data;
      if (state.enabled) throw conflict(TWO_STEP_ALREADY_ON);
      // A code of a secret another enrolment replaced (another tab) would enable a secret the app does not hold.
      if (state.pendingSecret === null || state.pendingSecret !== encryptedSecret) throw conflict(NO_ENROLMENT_STARTED);
      if (new Set(recoveryCodeHashes).size !== RECOVERY_CODE_COUNT || recoveryCodeHashes.length !== RECOVERY_CODE_COUNT)
        throw validationError(RECOVERY_CODES_COUNT);
      return [
        { type: 'TwoStepEnabled', data: { userId, encryptedSecret, recoveryCodeHashes, timeStep, enabledAt: now } },
      ];
    }
    case 'UseTwoStepCode': {
      const { timeStep } = command.data;
      spendStep(state, timeStep);
      return [{ type: 'TwoStepCodeUsed', data: { userId, timeStep, usedAt: now } }];
    }
    case 'UseRecoveryCode': {
      const { recoveryCodeHash } = command.data;
      if (!state.enabled) throw conflict(TWO_STEP_NOT_ON);
      if (!state.enabled.recoveryCodeHashes.includes(recoveryCodeHash))
        throw validationError(WRONG_RECOVERY_CODE, [{ path: 'recoveryCode', message: WRONG_RECOVERY_CODE }]);
      return [{ type: 'TwoStepRecoveryCodeUsed', data: { userId, recoveryCodeHash, usedAt: now } }];
    }
    case 'DisableTwoStep': {
      const { timeStep } = command.data;
      if (!state.enabled) throw conflict(TWO_STEP_NOT_ON);
      if (state.required) throw forbidden(TWO_STEP_REQUIRED_BY_ADMIN);
      if (timeStep !== null) spendStep(state, timeStep);
      return [{ type: 'TwoStepDisabled', data: { userId, disabledAt: now } }];
    }
    case 'RequireTwoStep': {
      const { required, by } = command.data;
      return required === state.required
        ? []
        : [{ type: 'TwoStepRequirementChanged', data: { userId, required, changedBy: by, changedAt: now } }];
    }
    case 'ResetTwoStep': {
      const { by } = command.data;
      // Someone holding an admin's open session must not be able to strip that admin's second step.
      if (by === userId) throw new DomainError('forbidden', CANNOT_RESET_OWN_TWO_STEP);
      if (!state.enabled && state.pendingSecret === null) throw conflict(NOTHING_TO_RESET);
      return [{ type: 'TwoStepReset', data: { userId, resetBy: by, resetAt: now } }];
    }
    default:
      return unreachable(command);
  }
}

function evolve(state: TwoStepState, event: TwoStepEvent): TwoStepState {
  switch (event.type) {
    case 'TwoStepEnrolmentStarted':
      return { ...state, pendingSecret: event.data.encryptedSecret };
    case 'TwoStepEnabled': {
      const { encryptedSecret, recoveryCodeHashes, timeStep } = event.data;
      return {
        ...state,
        pendingSecret: null,
        enabled: { encryptedSecret, recoveryCodeHashes, lastTimeStep: timeStep },
      };
    }
    case 'TwoStepCodeUsed':
      return state.enabled
        ? {
            ...state,
            enabled: { ...state.enabled, lastTimeStep: Math.max(state.enabled.lastTimeStep, event.data.timeStep) },
          }
        : state;
    case 'TwoStepRecoveryCodeUsed':
      return state.enabled
        ? {
            ...state,
            enabled: {
              ...state.enabled,
              recoveryCodeHashes: state.enabled.recoveryCodeHashes.filter(
                (hash) => hash !== event.data.recoveryCodeHash,
              ),
            },
          }
        : state;
    case 'TwoStepDisabled':
    case 'TwoStepReset':
      return { ...state, pendingSecret: null, enabled: null };
    case 'TwoStepRequirementChanged':
      return { ...state, required: event.data.required };
    default:
      return unreachable(event);
  }
}

export const twoStepDecider: Decider<TwoStepState, TwoStepCommand, TwoStepEvent> = {
  decide,
  evolve,
  initialState: () => ({ required: false, pendingSecret: null, enabled: null }),
};
