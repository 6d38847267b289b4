/**
 * A decider as in Emmett's samples: pure functions, no I/O, no clock, no random ids
 * (time and ids travel inside the command).
 */
/**
 * `Data` is any object type: event payloads are declared as interfaces, which have no index signature,
 * so a `Record<string, unknown>` default would make `E extends DomainEvent` reject the whole catalogue.
 */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  type: Type;
  data: Data;
}

export interface Command<Type extends string = string, Data extends object = object> {
  type: Type;
  data: Data;
}

export interface Decider<State, C extends Command, E extends DomainEvent> {
  /** Returns the events that the command causes, or throws a DomainError. */
  decide(command: C, state: State): E[];
  evolve(state: State, event: E): State;
  initialState(): State;
}
