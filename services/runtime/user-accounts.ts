import type { EventStore } from '../../infra/ports/event-store.js';
import { handledTypes } from '../../projections/runner/projection.js';
import { isActiveUser, usersProjection, type UserDocument } from '../../projections/users/projection.js';

/**
 * Every account as the log says, folded straight from it with the users projection: the console must see
 * what the API will, even while no server (and so no projector) runs. A few events per person.
 */
export async function readAccounts(store: EventStore): Promise<Map<string, UserDocument>> {
  const accounts = new Map<string, UserDocument>();
  for await (const event of store.readAll({ types: handledTypes(usersProjection) })) {
    const id = usersProjection.documentId(event);
    if (id === null) continue;
    const next = usersProjection.evolve(accounts.get(id) ?? null, event, undefined);
    if (next) accounts.set(id, { ...next, _position: event.position.toString() } as UserDocument);
    else accounts.delete(id);
  }
  return accounts;
}

/** For the rule that the last active admin stays (services/domain/user/decider.ts). */
export const countActiveAdmins = (accounts: Map<string, UserDocument>) =>
  [...accounts.values()].filter((account) => account.role === 'admin' && isActiveUser(account)).length;
