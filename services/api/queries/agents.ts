import { validationError } from '../../domain/shared/errors.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';
import { isActiveUser, type UserDocument } from '../../../projections/users/projection.js';
import { isStaffRole } from '../auth/principal.js';

export const UNKNOWN_AGENT = 'El asesor elegido no existe o no está activo en el equipo';

/** Someone who may answer for a listing: an active member of the team (an admin or an asesor), not a plain user. */
export const isAgent = (user: UserDocument) => isActiveUser(user) && isStaffRole(user.role);

/** A listing is assigned to someone on the team: another aggregate's state, so the route checks it (400 otherwise). */
export async function assertAgentExists(readModels: ReadModels, agentId: string): Promise<void> {
  const user = await (await readModels.collection<UserDocument>('users')).get(agentId);
  if (!user || !isAgent(user)) throw validationError(UNKNOWN_AGENT, [{ path: 'agentId', message: UNKNOWN_AGENT }]);
}
