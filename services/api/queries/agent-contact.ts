import type { ReadModels } from '../../../projections/runner/read-models.js';
import { isActiveUser, type UserDocument } from '../../../projections/users/projection.js';
import { isStaffRole } from '../auth/principal.js';

/** The asesor a listing names, as visitors may see them: never the e-mail, which is their sign-in. */
export interface AgentContact {
  id: string;
  /** The name the team dialog gave them; null: none. */
  name: string | null;
  /** Their WhatsApp number as typed; null: none. */
  phone: string | null;
}

/**
 * Who answers for a listing on its public page: an active admin or asesor. Null for anyone else (an account that
 * was deactivated or lost the panel role since it was given the listing), so the page falls back to the agency's
 * contact.
 */
export async function agentContact(readModels: ReadModels, userId: string): Promise<AgentContact | null> {
  const user = await (await readModels.collection<UserDocument>('users')).get(userId);
  if (!user || !isActiveUser(user) || !isStaffRole(user.role)) return null;
  return { id: user.id, name: user.firstName, phone: user.phone ?? null };
}
