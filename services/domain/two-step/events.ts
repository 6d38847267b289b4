import type { DomainEvent } from '../shared/decider.js';

/**
 * A person's two-step sign-in (TOTP, RFC 6238) is recorded apart from `user-{id}`: every sign-in with a code adds an
 * event here, and the account's own commands read their whole stream.
 */
export const userTwoStepStream = (userId: string) => `userTwoStep-${userId}`;

/** How many single-use recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The person asked to enrol: `encryptedSecret` is the TOTP secret sealed with the server's key (SecretBox), shown
 * once to be scanned. Nothing changes at sign-in until a code of it confirms the enrolment.
 */
export type TwoStepEnrolmentStarted = DomainEvent<
  'TwoStepEnrolmentStarted',
  { userId: string; encryptedSecret: string; startedAt: string }
>;
/**
 * A code of the started enrolment's secret proved the app holds it: sign-ins need a code from now on.
 * `recoveryCodeHashes`: HMACs of the single-use recovery codes (the codes themselves were shown once); `timeStep`:
 * the TOTP time step of the code that confirmed it, which cannot be used again.
 */
export type TwoStepEnabled = DomainEvent<
  'TwoStepEnabled',
  { userId: string; encryptedSecret: string; recoveryCodeHashes: string[]; timeStep: number; enabledAt: string }
>;
/** A sign-in (or a disable) was proved with the code of `timeStep`: that step, and those before it, are spent. */
export type TwoStepCodeUsed = DomainEvent<'TwoStepCodeUsed', { userId: string; timeStep: number; usedAt: string }>;
/** One of the recovery codes stood in for the app's code: it never works again. */
export type TwoStepRecoveryCodeUsed = DomainEvent<
  'TwoStepRecoveryCodeUsed',
  { userId: string; recoveryCodeHash: string; usedAt: string }
>;
/** The person turned two-step off themselves (having proved a current code or their password). */
export type TwoStepDisabled = DomainEvent<'TwoStepDisabled', { userId: string; disabledAt: string }>;
/** An admin (`changedBy`, null at the console) requires, or no longer requires, two-step for the person. */
export type TwoStepRequirementChanged = DomainEvent<
  'TwoStepRequirementChanged',
  { userId: string; required: boolean; changedBy: string | null; changedAt: string }
>;
/**
 * An admin cleared the person's two-step (a lost phone): the secret and recovery codes are gone; a person still
 * required to use it enrols again at the next sign-in.
 */
export type TwoStepReset = DomainEvent<'TwoStepReset', { userId: string; resetBy: string | null; resetAt: string }>;

export type TwoStepEvent =
  | TwoStepEnrolmentStarted
  | TwoStepEnabled
  | TwoStepCodeUsed
  | TwoStepRecoveryCodeUsed
  | TwoStepDisabled
  | TwoStepRequirementChanged
  | TwoStepReset;

export const TWO_STEP_EVENT_TYPES = [
  'TwoStepEnrolmentStarted',
  'TwoStepEnabled',
  'TwoStepCodeUsed',
  'TwoStepRecoveryCodeUsed',
  'TwoStepDisabled',
  'TwoStepRequirementChanged',
  'TwoStepReset',
] as const satisfies ReadonlyArray<TwoStepEvent['type']>;
