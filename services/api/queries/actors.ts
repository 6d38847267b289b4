import type { ActorRef } from '../../command-handling/actor.js';
import { tokenStream } from '../../domain/token/events.js';
import { userStream } from '../../domain/user/events.js';
import type { EventStore } from '../../../infra/ports/event-store.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';
import type { TokenDocument } from '../../../projections/tokens/projection.js';
import type { UserDocument } from '../../../projections/users/projection.js';

export interface NamedActor extends ActorRef {
  name: string;
}

const DELETED = ' (eliminado)';

/**
 * Names actors for people to read: a user by first name (or e-mail), a token by its name. A token deleted since
 * is no longer in the read model, so its name comes from its own stream, marked as deleted; an id found nowhere
 * is shown as it is. One resolver per request: each actor is looked up once.
 */
export function actorNames(readModels: ReadModels, store: EventStore) {
  const cache = new Map<string, Promise<string>>();

  const firstEventData = async (stream: string): Promise<Record<string, unknown> | null> => {
    for await (const event of store.readStream(stream)) return event.data;
    return null;
  };

  const userName = async (id: string) => {
    const user = await (await readModels.collection<UserDocument>('users')).get(id);
    if (user) return user.firstName || user.email;
    const registered = await firstEventData(userStream(id));
    const name = registered?.firstName || registered?.email;
    return typeof name === 'string' ? name : id;
  };

  const tokenName = async (id: string) => {
    const token = await (await readModels.collection<TokenDocument>('tokens')).get(id);
    if (token) return token.name;
    const issued = await firstEventData(tokenStream(id));
    return typeof issued?.name === 'string' ? issued.name + DELETED : id;
  };

  const resolve = (ref: ActorRef): Promise<string> => {
    switch (ref.kind) {
      case 'user':
        return userName(ref.id);
      case 'token':
        return tokenName(ref.id);
      case 'visitor':
        return Promise.resolve('Visitante');
      case 'system':
        return Promise.resolve(ref.id === 'system' ? 'Sistema' : ref.id);
      default: {
        const unexpected: never = ref.kind;
        return Promise.resolve(String(unexpected));
      }
    }
  };

  return (ref: ActorRef): Promise<string> => {
    const key = `${ref.kind}:${ref.id}`;
    let name = cache.get(key);
    if (!name) {
      name = resolve(ref);
      cache.set(key, name);
    }
    return name;
  };
}
