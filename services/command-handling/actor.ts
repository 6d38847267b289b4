/**
 * Who an event's metadata says did it: a user, an API token, a visitor, or the system. Beside the command handler,
 * which writes `metadata.actor`, since the API's queries and the outbox's mails read it alike.
 */
export interface ActorRef {
  kind: 'user' | 'token' | 'visitor' | 'system';
  id: string;
}

/**
 * `user:{id}`, `token:{id}` and `visitor` as the API's `actorOf` writes them; anything else (`system`, the seed) is the
 * system.
 */
export function parseActor(actor: string): ActorRef {
  if (actor.startsWith('user:')) return { kind: 'user', id: actor.slice('user:'.length) };
  if (actor.startsWith('token:')) return { kind: 'token', id: actor.slice('token:'.length) };
  if (actor === 'visitor') return { kind: 'visitor', id: actor };
  return { kind: 'system', id: actor };
}
