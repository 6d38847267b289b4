import type { Command } from '../shared/decider.js';

/**
 * The API checks what needs the server's key or the password (it opens the secret, verifies the code with otplib,
 * hashes the recovery code, verifies the password) and hands over what the check found: a code's `timeStep`, a
 * recovery code's hash. This aggregate keeps what must hold however many requests race: a step or a recovery code
 * is spent once. Whether the person exists is checked against the users read model, as for other cross-aggregate
 * references.
 */
export type StartTwoStepEnrolment = Command<
  'StartTwoStepEnrolment',
  { userId: string; encryptedSecret: string; now: string }
>;
/** `encryptedSecret`: the started enrolment's secret the code was checked against. */
export type ConfirmTwoStepEnrolment = Command<
  'ConfirmTwoStepEnrolment',
  { userId: string; encryptedSecret: string; timeStep: number; recoveryCodeHashes: string[]; now: string }
>;
export type UseTwoStepCode = Command<'UseTwoStepCode', { userId: string; timeStep: number; now: string }>;
export type UseRecoveryCode = Command<'UseRecoveryCode', { userId: string; recoveryCodeHash: string; now: string }>;
/** `timeStep`: the code's, when a code proved it (null: the password did). */
export type DisableTwoStep = Command<'DisableTwoStep', { userId: string; timeStep: number | null; now: string }>;
/** `by`: the admin's user id, null for an operator at the console. */
export type RequireTwoStep = Command<
  'RequireTwoStep',
  { userId: string; required: boolean; by: string | null; now: string }
>;
export type ResetTwoStep = Command<'ResetTwoStep', { userId: string; by: string | null; now: string }>;

export type TwoStepCommand =
  | StartTwoStepEnrolment
  | ConfirmTwoStepEnrolment
  | UseTwoStepCode
  | UseRecoveryCode
  | DisableTwoStep
  | RequireTwoStep
  | ResetTwoStep;
