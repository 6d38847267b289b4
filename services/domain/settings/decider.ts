import { isDeepStrictEqual } from 'node:util';
import type { Decider } from '../shared/decider.js';
import { FieldChecks } from '../shared/validation.js';
import type { ChangeSettings } from './commands.js';
import type { SettingsChanged } from './events.js';

export type SettingsState<Config> = { status: 'empty' } | { status: 'configured'; config: Config; changedAt: string };

export interface SettingsDefinition<Config extends object, EventType extends string> {
  stream: string;
  eventType: EventType;
  /**
   * The configuration's own fields, copied: what is stored and compared. Whatever else a command or an
   * event carries is left out, so it can neither be stored nor make an identical save count as a change.
   */
  fieldsOf(config: Config): Config;
  /** Adds a Spanish message for each invalid field; the save is refused if any was added. */
  check(config: Config, checks: FieldChecks): void;
}

export interface SettingsDecider<
  Config extends object,
  CommandType extends string,
  EventType extends string,
> extends Decider<SettingsState<Config>, ChangeSettings<CommandType, Config>, SettingsChanged<EventType, Config>> {
  /** A setting is a single aggregate, so its stream is part of it. */
  readonly stream: string;
}

export function settingsDecider<Config extends object, CommandType extends string, EventType extends string>(
  definition: SettingsDefinition<Config, EventType>,
): SettingsDecider<Config, CommandType, EventType> {
  const { stream, eventType, fieldsOf, check } = definition;
  return {
    stream,
    decide(command, state) {
      const config = fieldsOf(command.data.config);
      const checks = new FieldChecks();
      check(config, checks);
      checks.throwIfInvalid();
      // The first save is recorded even when it holds the defaults: from then on the setting exists.
      if (state.status === 'configured' && isDeepStrictEqual(state.config, config)) return [];
      return [{ type: eventType, data: { ...config, changedAt: command.data.now } }];
    },
    evolve: (_state, event) => ({
      status: 'configured',
      config: fieldsOf(event.data),
      changedAt: event.data.changedAt,
    }),
    initialState: () => ({ status: 'empty' }),
  };
}
