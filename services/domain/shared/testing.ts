import { expect } from 'vitest';
import type { Command, Decider, DomainEvent } from './decider.js';
import { DomainError, type DomainErrorKind } from './errors.js';

/**
 * given(events).when(command).then(events) / .thenThrows(kind, message), as Emmett's DeciderSpecification:
 * the state is only ever built from events, so a test cannot set up a state the log could not produce.
 */
export function deciderSpec<S, C extends Command, E extends DomainEvent>(decider: Decider<S, C, E>) {
  return {
    given(events: readonly E[]) {
      return {
        when(command: C) {
          const run = () =>
            decider.decide(
              command,
              events.reduce((state, event) => decider.evolve(state, event), decider.initialState()),
            );
          return {
            then(expected: readonly E[]): void {
              expect(run()).toEqual(expected);
            },
            /** Returns the error so a test can look at its field errors. */
            thenThrows(kind: DomainErrorKind, message?: string): DomainError {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(DomainError);
              const error = thrown as DomainError;
              expect(error.kind).toBe(kind);
              if (message !== undefined) expect(error.message).toContain(message);
              return error;
            },
          };
        },
      };
    },
  };
}
