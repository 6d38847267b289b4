import { UserAccountSchema } from '../../../lib/api-contract';
import { putJson, requestDelete } from '../../../lib/fetch-json';
import { refreshAccounts } from './users';

const twoStepUrl = (id: string) => `/api/users/${encodeURIComponent(id)}/two-step`;

/** Issue 38 §9: require (or stop requiring) two-step sign-in of a person. */
export async function setTwoStepRequired(id: string, required: boolean) {
  try {
    return await putJson(twoStepUrl(id), { required }, UserAccountSchema);
  } finally {
    // Also after a refusal: someone else may have changed the account in between.
    await refreshAccounts();
  }
}

/** Clears a person's two-step sign-in (a lost phone): they enter with the password, and enrol again if required. */
export async function resetTwoStep(id: string) {
  try {
    return await requestDelete(twoStepUrl(id), UserAccountSchema);
  } finally {
    await refreshAccounts();
  }
}
