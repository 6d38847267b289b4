import type { EventStore, RecordedEvent } from '../../../infra/ports/event-store.js';
import { outboxMessages, type OutboxMessage } from '../../../reactors/outbox/outbox-store.js';
import { parseActor } from '../../command-handling/actor.js';
import { leadStream, type LeadEvent } from '../../domain/lead/events.js';
import { LEAD_NOT_FOUND } from '../../domain/lead/messages.js';
import { notFound } from '../../domain/shared/errors.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';
import { asDomain } from '../../../projections/runner/recorded.js';
import { actorNames, type NamedActor } from './actors.js';
import {
  followUpMailKey,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  readableDay,
  type LEAD_TIMELINE_KINDS,
} from '../schemas/lead.js';
import { MAIL_KIND_LABELS } from '../schemas/mail-log.js';

type Kind = (typeof LEAD_TIMELINE_KINDS)[number];
export interface TimelineEntry {
  at: string;
  kind: Kind;
  text: string;
  by: NamedActor | null;
  mail: { to: string[]; subject: string; state: OutboxMessage['state'] } | null;
}

/** What one of the lead's own events says, in the inbox's words; the names of people are the API's to add. */
function eventText(
  event: LeadEvent,
  agentName: (id: string) => Promise<string>,
): Promise<{ kind: Kind; text: string }> {
  switch (event.type) {
    case 'ContactRequested':
      return Promise.resolve({
        kind: 'received',
        text: `Llegó desde ${LEAD_SOURCE_LABELS[event.data.source].toLowerCase()}${event.data.propertyTitle ? `: «${event.data.propertyTitle}»` : ''}`,
      });
    case 'LeadStatusChanged':
      return Promise.resolve({ kind: 'status', text: `Pasó a ${LEAD_STATUS_LABELS[event.data.status]}` });
    case 'LeadNoteChanged':
      return Promise.resolve({
        kind: 'note',
        text: event.data.note === null ? 'Borró la nota' : `Nota: «${event.data.note}»`,
      });
    case 'LeadAssigned':
      return event.data.agentId === null
        ? Promise.resolve({ kind: 'assigned', text: 'La dejó sin asignar' })
        : agentName(event.data.agentId).then((name) => ({ kind: 'assigned', text: `Asignada a ${name}` }));
    case 'LeadFollowUpScheduled':
      return Promise.resolve({
        kind: 'follow-up',
        text:
          event.data.followUpOn === null
            ? 'Quitó el seguimiento'
            : `Seguimiento programado para el ${readableDay(event.data.followUpOn)}`,
      });
  }
}

function mailEntry(message: OutboxMessage): TimelineEntry {
  const label = MAIL_KIND_LABELS[message.id.split(':')[0] ?? ''] ?? 'Correo';
  return {
    at: message.sentAt ?? message.createdAt,
    kind: 'mail',
    text: `${label} a ${message.to.join(', ')}`,
    by: null,
    mail: { to: message.to, subject: message.subject, state: message.state },
  };
}

/**
 * Everything that happened to one lead, oldest first: its own stream (the exact and complete record of its states,
 * notes, assignments and follow-ups, with who and when) and the mails the portal sent or will send about it (those
 * its events caused, and its follow-up reminders).
 */
export async function leadTimeline(
  id: string,
  deps: { store: EventStore; readModels: ReadModels },
): Promise<TimelineEntry[]> {
  const events: RecordedEvent[] = [];
  for await (const event of deps.store.readStream(leadStream(id))) events.push(event);
  if (events.length === 0) throw notFound(LEAD_NOT_FOUND);
  const names = actorNames(deps.readModels, deps.store);
  const agentName = (userId: string) => names({ kind: 'user', id: userId });
  const ownEntries = await Promise.all(
    events.map(async (recorded): Promise<TimelineEntry> => {
      const actor = parseActor(recorded.metadata.actor);
      const { kind, text } = await eventText(asDomain<LeadEvent>(recorded), agentName);
      return { at: recorded.metadata.occurredAt, kind, text, by: { ...actor, name: await names(actor) }, mail: null };
    }),
  );
  // A lead's reminders are keyed by it: the range of keys that start so finds them.
  const prefix = followUpMailKey(id, '');
  const mails = await outboxMessages(deps.readModels.store).find({
    $or: [{ 'event.stream': leadStream(id) }, { id: { $gte: prefix, $lt: `${prefix.slice(0, -1)};` } }],
  });
  // A stable order: by time, and what happened before the mail it caused when both share an instant.
  return [...ownEntries, ...mails.map(mailEntry)].sort(
    (a, b) => a.at.localeCompare(b.at) || Number(a.kind === 'mail') - Number(b.kind === 'mail'),
  );
}
