import { TWO_STEP_EVENT_TYPES, type TwoStepEvent } from '../../services/domain/two-step/events.js';
import type { RecordedEvent } from '../../infra/ports/event-store.js';
import { asDomain } from '../runner/recorded.js';

/** A person's two-step sign-in as the API reads it (from `userTwoStep-{id}`). */
export interface TwoStepDocument {
  /** An admin requires it: until it is on, the person's sessions may only enrol. */
  required: boolean;
  /** The secret sign-ins are checked against, sealed with the server's key; null while two-step is off. */
  encryptedSecret: string | null;
  /** The started enrolment's sealed secret, until a code confirms it. */
  pendingSecret: string | null;
  recoveryCodesLeft: number;
}

const OFF: TwoStepDocument = { required: false, encryptedSecret: null, pendingSecret: null, recoveryCodesLeft: 0 };

/** Absent from accounts projected before two-step existed, and from those that never touched it: off. */
export const twoStepOf = (user: { twoStep?: TwoStepDocument }): TwoStepDocument => user.twoStep ?? OFF;
export const isTwoStepOn = (user: { twoStep?: TwoStepDocument }) => twoStepOf(user).encryptedSecret !== null;
/** Required by an admin and not on yet: the person's session may do nothing but enrol (and change a password). */
export const mustEnrolTwoStep = (user: { twoStep?: TwoStepDocument }) => twoStepOf(user).required && !isTwoStepOn(user);

export const isTwoStepEvent = (recorded: RecordedEvent) =>
  (TWO_STEP_EVENT_TYPES as readonly string[]).includes(recorded.type);

/**
 * What a two-step event changes of the account's document. A code used changes nothing here: the aggregate keeps
 * the steps spent, and the audit the uses.
 */
export function evolveTwoStep(current: TwoStepDocument | undefined, recorded: RecordedEvent): TwoStepDocument {
  const twoStep = current ?? OFF;
  const event = asDomain<TwoStepEvent>(recorded);
  switch (event.type) {
    case 'TwoStepEnrolmentStarted':
      return { ...twoStep, pendingSecret: event.data.encryptedSecret };
    case 'TwoStepEnabled':
      return {
        ...twoStep,
        encryptedSecret: event.data.encryptedSecret,
        pendingSecret: null,
        recoveryCodesLeft: event.data.recoveryCodeHashes.length,
      };
    case 'TwoStepRecoveryCodeUsed':
      return { ...twoStep, recoveryCodesLeft: Math.max(0, twoStep.recoveryCodesLeft - 1) };
    case 'TwoStepCodeUsed':
      return twoStep;
    case 'TwoStepDisabled':
    case 'TwoStepReset':
      return { ...twoStep, encryptedSecret: null, pendingSecret: null, recoveryCodesLeft: 0 };
    case 'TwoStepRequirementChanged':
      return { ...twoStep, required: event.data.required };
    default: {
      const unexpected: never = event;
      throw new Error(`Evento no soportado: ${(unexpected as TwoStepEvent).type}`);
    }
  }
}
